import './Meter.css';

/** A thin bar for progress toward a goal, 0..100. */
export function Meter({ percent, label }: { percent: number; label: string }) {
  const shown = Math.min(100, Math.max(0, percent));
  return (
    <div
      className="meter"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.floor(shown)}
    >
      {/* Empty, it carries no style attribute: the dashboard's preview is pre-rendered, and the policy
          (src/contentSecurityPolicy.ts) blocks style attributes written in a page. Meter.css draws it empty. */}
      <span className="meter__fill" style={shown > 0 ? { inlineSize: `${shown}%` } : undefined} />
    </div>
  );
}
