// Drawn illustrations for the articles, inline so they need no image host and work offline.
// They are decorative: the title next to them says what the article is about.
import './TopicArt.css';

import type { ReactNode } from 'react';

import type { ArticleId } from '../../domain/education';

const art: Record<ArticleId, ReactNode> = {
  'plastic-recycling': (
    <>
      <circle
        cx="120"
        cy="75"
        r="52"
        fill="none"
        stroke="#0e7490"
        strokeWidth="7"
        strokeDasharray="96 13"
        strokeLinecap="round"
      />
      <path d="m165 42 8 16-17 2z" fill="#0e7490" />
      <path d="m75 108-8-16 17-2z" fill="#0e7490" />
      <path
        d="M97 60c0-6 4-8 4-13v-5h10v5c0 5 4 7 4 13v42a4 4 0 0 1-4 4h-10a4 4 0 0 1-4-4z"
        fill="#bae6fd"
        stroke="#0369a1"
        strokeWidth="3"
      />
      <rect x="100" y="36" width="12" height="6" rx="1.5" fill="#0369a1" />
      <path d="M98 72h16" stroke="#0369a1" strokeWidth="3" />
      <path
        d="M125 70c0-5 3-7 3-11v-4h8v4c0 4 3 6 3 11v32a4 4 0 0 1-4 4h-6a4 4 0 0 1-4-4z"
        fill="#d9f99d"
        stroke="#4d7c0f"
        strokeWidth="3"
      />
      <rect x="127.5" y="50" width="9" height="5" rx="1.5" fill="#4d7c0f" />
    </>
  ),
  'recycling-basics': (
    <>
      <rect x="70" y="44" width="100" height="12" rx="4" fill="#166534" />
      <rect x="108" y="36" width="24" height="10" rx="3" fill="none" stroke="#166534" strokeWidth="4" />
      <path d="M78 58h84l-9 76a6 6 0 0 1-6 5H93a6 6 0 0 1-6-5z" fill="#16a34a" />
      <path d="M104 80h32M102 96h36M104 112h32" stroke="#bbf7d0" strokeWidth="4" strokeLinecap="round" opacity="0.55" />
      <g fill="none" stroke="#ffffff" strokeWidth="5" strokeLinecap="round">
        <path d="M105 92a15 15 0 0 1 26-9" />
        <path d="M135 100a15 15 0 0 1-26 9" />
      </g>
      <path d="m136 76 0 13-12-2z" fill="#ffffff" />
      <path d="m104 116 0-13 12 2z" fill="#ffffff" />
      <rect x="34" y="86" width="22" height="36" rx="4" fill="#fde68a" stroke="#b45309" strokeWidth="3" />
      <path d="M34 96h22M34 112h22" stroke="#b45309" strokeWidth="3" />
      <path d="M186 84h26v38h-26z" fill="#ffffff" stroke="#64748b" strokeWidth="3" />
      <path d="M192 94h14M192 102h14M192 110h9" stroke="#94a3b8" strokeWidth="3" strokeLinecap="round" />
    </>
  ),
  composting: (
    <>
      <path d="M30 130c18-42 52-58 90-58s72 16 90 58z" fill="#92400e" />
      <path d="M52 130c14-26 38-38 68-38s54 12 68 38z" fill="#78350f" />
      <circle cx="84" cy="112" r="4" fill="#d97706" />
      <circle cx="150" cy="106" r="3.5" fill="#d97706" />
      <circle cx="118" cy="120" r="3" fill="#fbbf24" />
      <path d="M120 74V40" stroke="#15803d" strokeWidth="5" strokeLinecap="round" />
      <path d="M120 56c-4-16-18-22-32-20 2 14 14 24 32 20z" fill="#22c55e" />
      <path d="M120 46c4-16 18-22 32-20-2 14-14 24-32 20z" fill="#16a34a" />
      <path d="M176 70c6-8 18-8 22 2-6 8-18 8-22-2z" fill="#a3e635" />
      <path d="M46 76c8-4 16 0 16 8-8 4-16 0-16-8z" fill="#fb923c" />
    </>
  ),
  'plastic-types': (
    <>
      <path
        d="M62 58c0-8 6-12 6-18v-6h16v6c0 6 6 10 6 18v64a6 6 0 0 1-6 6H68a6 6 0 0 1-6-6z"
        fill="#bae6fd"
        stroke="#0369a1"
        strokeWidth="3"
      />
      <rect x="66" y="24" width="20" height="10" rx="2" fill="#0369a1" />
      <path d="M64 70h24" stroke="#0369a1" strokeWidth="3" />
      <path d="m76 84 12 21H64z" fill="none" stroke="#0369a1" strokeWidth="3" strokeLinejoin="round" />
      <text x="76" y="102" textAnchor="middle" fontSize="12" fontWeight="700" fill="#0369a1">
        1
      </text>
      <path d="M112 74h56l-6 54a5 5 0 0 1-5 4h-34a5 5 0 0 1-5-4z" fill="#fef9c3" stroke="#a16207" strokeWidth="3" />
      <rect x="108" y="66" width="64" height="10" rx="3" fill="#a16207" />
      <path d="m140 90 12 21h-24z" fill="none" stroke="#a16207" strokeWidth="3" strokeLinejoin="round" />
      <text x="140" y="108" textAnchor="middle" fontSize="12" fontWeight="700" fill="#a16207">
        5
      </text>
      <path
        d="M186 70h20v8c6 4 8 10 8 16v30a6 6 0 0 1-6 6h-24a6 6 0 0 1-6-6V94c0-6 2-12 8-16z"
        fill="#fce7f3"
        stroke="#be185d"
        strokeWidth="3"
      />
      <path d="m196 96 10 18h-20z" fill="none" stroke="#be185d" strokeWidth="3" strokeLinejoin="round" />
      <text x="196" y="111" textAnchor="middle" fontSize="10" fontWeight="700" fill="#be185d">
        2
      </text>
    </>
  ),
  'e-waste': (
    <>
      <rect x="70" y="28" width="56" height="100" rx="9" fill="#1e293b" />
      <rect x="76" y="38" width="44" height="76" rx="3" fill="#a5b4fc" />
      <circle cx="98" cy="121" r="3" fill="#64748b" />
      <path d="m104 52-14 24h10l-4 22 16-28h-11z" fill="#fde047" />
      <rect x="146" y="64" width="34" height="62" rx="6" fill="#ffffff" stroke="#6d28d9" strokeWidth="4" />
      <rect x="156" y="56" width="14" height="8" rx="2" fill="#6d28d9" />
      <rect x="152" y="98" width="22" height="22" rx="2" fill="#a78bfa" />
      <rect x="152" y="84" width="22" height="10" rx="2" fill="#c4b5fd" />
      <path d="M40 130c10 0 14-8 22-8s10 6 8 6" fill="none" stroke="#334155" strokeWidth="4" strokeLinecap="round" />
      <rect x="28" y="122" width="14" height="14" rx="2" fill="#334155" />
    </>
  ),
  'zero-waste': (
    <>
      <rect x="84" y="32" width="72" height="14" rx="4" fill="#a16207" />
      <path
        d="M88 46h64v10c8 6 10 12 10 20v46a10 10 0 0 1-10 10H88a10 10 0 0 1-10-10V76c0-8 2-14 10-20z"
        fill="#ecfeff"
        stroke="#0e7490"
        strokeWidth="3"
      />
      <path d="M90 86c20-8 40 8 60 0v38a6 6 0 0 1-6 6H96a6 6 0 0 1-6-6z" fill="#bef264" opacity="0.7" />
      <path d="M120 118c0-22 12-36 28-40-2 20-12 34-28 40z" fill="#16a34a" />
      <path d="M120 118c4-12 10-22 20-30" stroke="#14532d" strokeWidth="2.5" fill="none" strokeLinecap="round" />
      <path d="M176 70h34l6 60h-46z" fill="#fde68a" stroke="#b45309" strokeWidth="3" strokeLinejoin="round" />
      <path d="M184 70c0-14 18-14 18 0" fill="none" stroke="#b45309" strokeWidth="3" />
      <path d="M36 86h30l-4 44H40z" fill="#e0f2fe" stroke="#0369a1" strokeWidth="3" strokeLinejoin="round" />
      <path d="M66 96h6a6 6 0 0 1 0 14h-8" fill="none" stroke="#0369a1" strokeWidth="3" />
    </>
  ),
};

interface TopicArtProps {
  id: ArticleId;
  /** Fill the box and crop the edges, like a photo, instead of fitting the whole drawing in. */
  cover?: boolean;
}

export function TopicArt({ id, cover = false }: TopicArtProps) {
  return (
    <svg
      viewBox="0 0 240 150"
      preserveAspectRatio={cover ? 'xMidYMid slice' : 'xMidYMid meet'}
      aria-hidden="true"
      focusable="false"
    >
      {art[id]}
    </svg>
  );
}
