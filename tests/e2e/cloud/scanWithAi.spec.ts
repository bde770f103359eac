// A real photo scanned in the cloud build with the vision service and the OpenAI-compatible model
// answered by stand-ins: the model's analysis is what the results page shows; when the model fails or
// answers nonsense, the on-device knowledge base answers instead (in the hardening report).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, type Page, type Request, test } from '@playwright/test';

import {
  DESKTOP,
  expectEveryCard,
  expectModelReady,
  PHONE,
  saveScreenshot,
  SCAN_TIMEOUT,
  trashnetPhoto,
  useLanguage,
} from '../helpers';
import {
  AI_STAND_IN_MODEL,
  aiStandIn,
  chatBody,
  chatCompletion,
  chatError,
  type StandInReply,
  systemPrompt,
  visionLabels,
  visionStandIn,
} from './standIn';

const PLASTIC_BOTTLE = visionLabels(['Bottle', 0.97], ['Plastic bottle', 0.93], ['Liquid', 0.88]);

// Text no knowledge base entry contains, so finding it on the page proves the model's answer got there.
const AI_STEPS = [
  { icon: '🚿', text: 'Stand-in step: pour out what is left and rinse with grey water.' },
  { icon: '👣', text: 'Stand-in step: squash it flat and screw the cap back on.' },
  { icon: '🚛', text: 'Stand-in step: drop it at the Tuesday kerbside collection.' },
];
/**
 * Each step as its list item reads: the model's icon, then its text; and last, the step that names the
 * bin of the place's rule pack (the generic pack's here: no place is known).
 */
const AI_STEP_ITEMS = [...AI_STEPS.map(({ icon, text }) => `${icon}${text}`), '🗑️Put it in the Yellow bin.'];
const AI_TIP = {
  title: 'Stand-in tip: look for the 73% recycled label',
  description: 'Stand-in: bottles made from recycled PET need 79% less energy.',
};
const AI_HABIT = 'Stand-in habit: refill at the station fountain every morning.';
const AI_PART = {
  part: 'Stand-in shrink sleeve',
  type: 'PVC film',
  details: 'Stand-in: peel the sleeve off, it jams the sorting line.',
};
const AI_ENERGY_KWH = 3.47;

const ANALYSIS = {
  classification: {
    category: 'Plastic bottle',
    material: 'PET plastic',
    disposal_type: 'recycle',
    confidence: 0.93,
    reasoning: 'Stand-in reasoning.',
  },
  materialBreakdown: [
    { part: 'main', type: 'PET #1', recyclable: true, details: 'Stand-in: clear PET is in high demand.' },
    { ...AI_PART, recyclable: false },
  ],
  ecoTips: [{ icon: '🏷️', ...AI_TIP }],
  sustainableHabits: [{ emoji: '🚰', text: AI_HABIT }],
  overallRecyclability: 77,
  disposalInstructions: { steps: AI_STEPS, location: 'Stand-in City' },
};
const IMPACT = {
  metrics: {
    co2_saved: 0.21,
    material_reduced: 0.03,
    water_saved: 4.2,
    energy_saved: AI_ENERGY_KWH,
    trees_equivalent: 0.004,
  },
  confidence: 0.8,
  methodology: 'Stand-in life-cycle figures.',
};

const en = JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', '..', 'locales', 'en.json'), 'utf8')) as {
  kb: Record<string, Record<string, unknown>>;
};

/** The knowledge base's English text at kb.<group>.<key>[.<field>]. */
function kbText(group: string, key: string, field?: string): string {
  const entry = en.kb[group]![key];
  return (field ? (entry as Record<string, string>)[field] : entry) as string;
}

const isAnalysis = (request: Request) => systemPrompt(request).startsWith('You are an expert in waste management');
const isImpact = (request: Request) => systemPrompt(request).startsWith('You estimate the environmental benefit');

/** The model as a well-behaved server answers the app's three questions (the analysis in a code fence, as models often do). */
function modelReply(request: Request): StandInReply {
  if (isAnalysis(request)) return chatCompletion('```json\n' + JSON.stringify(ANALYSIS, null, 2) + '\n```');
  if (isImpact(request)) return chatCompletion(JSON.stringify(IMPACT));
  return chatCompletion('🧴');
}

async function scan(page: Page, file: string) {
  await page.goto('/');
  await expectModelReady(page);
  await page.getByTestId('photo-input').setInputFiles(trashnetPhoto(file));
  await expect(page).toHaveURL(/\/results$/, { timeout: SCAN_TIMEOUT });
}

test('the model’s full analysis reaches every card of /results, asked with the items the photo showed', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await visionStandIn(page, () => PLASTIC_BOTTLE);
  const ai = await aiStandIn(page, modelReply);
  await scan(page, 'plastic/plastic5.jpg');

  await expect(page.getByTestId('item-label')).toHaveText('Plastic bottle');
  await expectEveryCard(page);
  await expect(page.getByTestId('disposal-steps').locator('li')).toHaveText(AI_STEP_ITEMS);
  await expect(page.getByTestId('eco-card')).toContainText(AI_TIP.title);
  await expect(page.getByTestId('eco-card')).toContainText(AI_TIP.description);
  await expect(page.getByTestId('habits-card')).toContainText(AI_HABIT);
  const sleeve = page.getByTestId('breakdown-part').filter({ hasText: AI_PART.part });
  await expect(sleeve).toHaveAttribute('data-recyclable', 'false');
  await expect(sleeve).toContainText(AI_PART.details);
  await expect(page.getByTestId('impact-card')).toHaveAttribute('data-basis', 'ai');
  await expect(page.getByTestId('impact-energy')).toContainText(`${AI_ENERGY_KWH} kWh`);
  // None of the knowledge base's own advice for a bottle is mixed in.
  await expect(page.getByTestId('eco-card')).not.toContainText(kbText('tips', 'refillBottle', 'title'));
  await expect(page.getByRole('alert')).toHaveCount(0);

  const analysisRequests = ai.requests.filter(isAnalysis);
  expect(analysisRequests).toHaveLength(1);
  const request = analysisRequests[0]!;
  expect(request.method()).toBe('POST');
  const body = chatBody(request);
  expect(body.model).toBe(AI_STAND_IN_MODEL);
  expect(body.temperature).toBe(0.3);
  expect(body.max_tokens).toBe(2000);
  const user = body.messages.find((m) => m.role === 'user')?.content ?? '';
  expect(user).toContain('- Plastic bottle (material: plastic');
  expect(systemPrompt(request)).toContain('ISO 639-1 code "en"');
  expect(ai.requests.filter(isImpact).map((r) => chatBody(r).messages.at(-1)?.content)).toEqual([
    expect.stringContaining('Item: Plastic bottle'),
  ]);

  await saveScreenshot(page, 'results-ai-en-desktop');
  await page.setViewportSize(PHONE);
  await saveScreenshot(page, 'results-ai-en-phone');

  // A language switch re-renders what the model said (its words stay in the language it wrote them
  // in, marked as such) and asks the model nothing.
  const asked = ai.requests.length;
  await page.getByTestId('language-picker').selectOption('ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('verdict-bin')).toHaveText('الحاوية الصفراء');
  await expect(page.getByTestId('disposal-steps').locator('li').first()).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('disposal-steps').locator('li').first()).toHaveText(AI_STEP_ITEMS[0]!);
  expect(ai.requests).toHaveLength(asked);
});

test('in Arabic the model is asked for Arabic and its answer reads right to left', async ({ page }) => {
  await useLanguage(page, 'ar');
  await page.setViewportSize(PHONE);
  await visionStandIn(page, () => PLASTIC_BOTTLE);
  const ai = await aiStandIn(page, modelReply);
  await scan(page, 'plastic/plastic5.jpg');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('disposal-steps').locator('li')).toHaveText([
    ...AI_STEP_ITEMS.slice(0, -1),
    '🗑️ضعه في: الحاوية الصفراء.',
  ]);
  expect(systemPrompt(ai.requests.find(isAnalysis)!)).toContain('ISO 639-1 code "ar"');
  await saveScreenshot(page, 'results-ai-ar-phone');
  await page.setViewportSize(DESKTOP);
  await saveScreenshot(page, 'results-ai-ar-desktop');
});

test.describe('hardening: AI service, end to end', () => {
  const faults: [name: string, reply: () => StandInReply, analysisAttempts: number][] = [
    [
      'a 500 on every attempt: tried 3 times',
      () => chatError(500, 'The server had an error while processing your request.'),
      3,
    ],
    [
      'a reply whose JSON is cut off: tried once',
      () => chatCompletion('{"classification": {"category": "Plastic bottle", "material": "PET", "reas'),
      1,
    ],
    [
      'a reply of prose with no JSON: tried once',
      () => chatCompletion('I am sorry, I cannot analyse images of waste.'),
      1,
    ],
    [
      'JSON of the wrong shape (no material breakdown): tried once',
      () => chatCompletion(JSON.stringify({ ...ANALYSIS, materialBreakdown: 'PET' })),
      1,
    ],
    [
      'a body that is not JSON at all: tried once',
      () => ({ body: '{"id": "chatcmpl-1", "choices": [{"message": ' }),
      1,
    ],
  ];
  for (const [name, reply, attempts] of faults) {
    test(`${name}, then the on-device knowledge base answers on every card, with no error`, async ({ page }) => {
      await visionStandIn(page, () => PLASTIC_BOTTLE);
      const ai = await aiStandIn(page, reply);
      await scan(page, 'plastic/plastic5.jpg');
      await expect(page.getByTestId('item-label')).toHaveText('Plastic bottle');
      await expectEveryCard(page);
      await expect(page.getByTestId('disposal-steps')).toContainText(kbText('steps', 'emptyRinse'));
      await expect(page.getByTestId('eco-card')).toContainText(kbText('tips', 'refillBottle', 'title'));
      await expect(page.getByTestId('habits-card')).toContainText(kbText('habits', 'carryBottle'));
      await expect(page.getByTestId('impact-card')).toHaveAttribute('data-basis', 'default');
      await expect(page.locator('main')).not.toContainText('Stand-in');
      await expect(page.getByRole('alert')).toHaveCount(0);
      expect(ai.requests.filter(isAnalysis)).toHaveLength(attempts);
    });
  }
});
