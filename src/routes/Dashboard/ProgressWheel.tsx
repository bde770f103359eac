interface ProgressWheelProps {
  /** 0..100 */
  percent: number;
  /** The number in the middle, as shown. */
  centre: string;
  /** What the wheel measures, for assistive technology. */
  label: string;
}

const RADIUS = 52;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

export function ProgressWheel({ percent, centre, label }: ProgressWheelProps) {
  const filled = (Math.min(100, Math.max(0, percent)) / 100) * CIRCUMFERENCE;
  return (
    <div
      className="progress-wheel"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.floor(percent)}
      aria-valuetext={centre}
    >
      <svg viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <circle className="progress-wheel__track" cx="60" cy="60" r={RADIUS} />
        {filled > 0 && (
          <circle
            className="progress-wheel__fill"
            cx="60"
            cy="60"
            r={RADIUS}
            strokeDasharray={`${filled} ${CIRCUMFERENCE}`}
            transform="rotate(-90 60 60)"
          />
        )}
      </svg>
      <span className="progress-wheel__centre" aria-hidden="true">
        {centre}
      </span>
    </div>
  );
}
