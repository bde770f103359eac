// Each answer's picture, in the app's icon style (Icon.tsx): what a thing of that answer commonly
// looks like. Kept here, with the answers, so the first screen's icon set does not carry them.
import type { ReactNode } from 'react';

import type { AnswerChoice } from '../../domain/types';
import { Icon, StrokeIcon } from '../Icon/Icon';

const drawings: Readonly<Record<Exclude<AnswerChoice, 'hazardous' | 'other'>, ReactNode>> = {
  plastic: (
    <>
      <path d="M10 2.5h4v3.2l1.6 2.1a3 3 0 0 1 .6 1.8V20a1.5 1.5 0 0 1-1.5 1.5H9.3A1.5 1.5 0 0 1 7.8 20V9.6a3 3 0 0 1 .6-1.8L10 5.7z" />
      <path d="M7.8 12.5h8.4M7.8 17h8.4" />
    </>
  ),
  glass: (
    <>
      <path d="M7.5 3h9l-.4 5.2a4.1 4.1 0 0 1-8.2 0z" />
      <path d="M12 12.3v8.2M8.5 20.5h7" />
    </>
  ),
  metal: (
    <>
      <ellipse cx="12" cy="5.5" rx="5" ry="2" />
      <path d="M7 5.5v13c0 1.1 2.2 2 5 2s5-.9 5-2v-13" />
      <path d="M7 9c0 1.1 2.2 2 5 2s5-.9 5-2" />
    </>
  ),
  paper: (
    <>
      <path d="M7 3h7l4 4v13a1 1 0 0 1-1 1H7a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1z" />
      <path d="M14 3v4h4M9 12h6M9 16h6" />
    </>
  ),
  cardboard: (
    <>
      <path d="M3.5 7.5 12 3.2l8.5 4.3v9L12 20.8l-8.5-4.3z" />
      <path d="m3.5 7.5 8.5 4.3 8.5-4.3M12 11.8v9M7.8 5.3l8.5 4.4" />
    </>
  ),
  organic: (
    <>
      <path d="M12 7.5c-1.6-1.3-4.3-1.5-5.8.2-2 2.3-1.4 7 .6 10.2 1.3 2 2.9 3 5.2 2.1 2.3.9 3.9-.1 5.2-2.1 2-3.2 2.6-7.9.6-10.2-1.5-1.7-4.2-1.5-5.8-.2z" />
      <path d="M12 7.5c0-2 .8-3.6 2.8-4.5" />
    </>
  ),
  textile: <path d="M9 3.5 4 5.8l1.6 4.6 2.4-.9v11h8v-11l2.4.9L20 5.8l-5-2.3a3 3 0 0 1-6 0z" />,
  'e-waste': (
    <>
      <path d="M9 2.5v4.5M15 2.5v4.5" />
      <path d="M6.5 7h11v3.5a5.5 5.5 0 0 1-11 0z" />
      <path d="M12 16v5.5" />
    </>
  ),
  battery: (
    <>
      <rect x="2.5" y="7" width="17" height="10" rx="2" />
      <path d="M21.5 10.5v3M6.5 12h4M8.5 10v4M13.5 12h2.5" />
    </>
  ),
};

export function AnswerIcon({ choice, size = 24 }: { choice: AnswerChoice; size?: number }) {
  if (choice === 'hazardous') return <Icon name="warning" size={size} />;
  if (choice === 'other') return <Icon name="trash" size={size} />;
  return <StrokeIcon size={size}>{drawings[choice]}</StrokeIcon>;
}
