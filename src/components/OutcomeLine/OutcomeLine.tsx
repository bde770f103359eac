// How an action on the person's data ended: done (a tick) or failed or refused (an alert). One line for
// "Your data" and the taught page, so both say it the same way.
import type { ReactNode } from 'react';

import { Icon } from '../Icon/Icon';

export interface OutcomeLineProps {
  tone: 'done' | 'error';
  testId?: string;
  /** The outcome, as `data-state`, for tests. */
  state?: string;
  /** Why a file was refused, as `data-refusal`. */
  refusal?: string;
  /** The owner's own class, for its spacing. */
  className?: string;
  children: ReactNode;
}

export function OutcomeLine({ tone, testId, state, refusal, className, children }: OutcomeLineProps) {
  return (
    <p
      className={`outcome-line outcome-line--${tone}${className ? ` ${className}` : ''}`}
      role={tone === 'error' ? 'alert' : undefined}
      data-testid={testId}
      data-state={state}
      data-refusal={refusal}
    >
      <Icon name={tone === 'done' ? 'check' : 'error'} size={18} />
      <span>{children}</span>
    </p>
  );
}
