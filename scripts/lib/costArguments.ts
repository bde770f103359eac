// `--cost <name>=<value>` on the evaluation commands: the costs of knowledge/harm-costs.json with some
// changed, so a maintainer sees what a cost does without editing the file. The other arguments are
// returned as they are.
import { HARM_COSTS, type HarmCosts } from '../../src/domain/identification/harm';

/** The costs' names (the file's "about" line is no cost). */
const COST_NAMES = Object.keys(HARM_COSTS).filter((name) => typeof HARM_COSTS[name as keyof HarmCosts] === 'number');

export function parseCostArguments(args: readonly string[]): { rest: string[]; costs: HarmCosts | null } {
  const rest: string[] = [];
  let costs: HarmCosts | null = null;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--') continue;
    if (arg !== '--cost') {
      rest.push(arg);
      continue;
    }
    const [name, value] = (args[++i] ?? '').split('=');
    if (!name || !COST_NAMES.includes(name) || value === undefined || !Number.isFinite(Number(value))) {
      console.error(`--cost takes <name>=<number>, name one of ${COST_NAMES.join(', ')}`);
      process.exit(2);
    }
    costs = { ...(costs ?? HARM_COSTS), [name]: Number(value) };
  }
  return { rest, costs };
}
