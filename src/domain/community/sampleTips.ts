// The five sample tips of the spec (coffee cups, batteries, plastic bags, pizza boxes, styrofoam; US
// cities; 45, 37, 29, 25 and 18 upvotes). Both DataStores hold them as ordinary tips, so they are
// listed and upvoted like any other: the on-device store seeds them on first use, and the Supabase
// migration 20261123000000_community_sample_tips.sql inserts the same rows. The English text here is
// what the stores keep; the screen shows each sample in the reader's language (community.samples.<key>).

export const SAMPLE_TIP_KEYS = ['coffee-cups', 'batteries', 'plastic-bags', 'pizza-boxes', 'styrofoam'] as const;
export type SampleTipKey = (typeof SAMPLE_TIP_KEYS)[number];

export interface SampleTip {
  id: string;
  key: SampleTipKey;
  itemType: string;
  location: string;
  instructions: string;
  source: string;
  /** The upvotes it starts with; each person's upvote adds one. */
  upvotes: number;
  /** ISO timestamp, at noon UTC so the calendar day reads the same in every time zone of the Americas, Europe and Asia. */
  dateSubmitted: string;
}

export const SAMPLE_TIPS: readonly SampleTip[] = [
  {
    id: '5a3c0f1e-0c0f-4fee-8c0f-000000000001',
    key: 'coffee-cups',
    itemType: 'Coffee Cups',
    location: 'San Francisco, CA',
    instructions:
      'Empty the cup first. In San Francisco, paper coffee cups and their cardboard sleeves go in the green compost bin, not the blue one; the plastic lid goes in the blue recycling bin. A reusable cup avoids the waste altogether.',
    source: 'Recology San Francisco',
    upvotes: 45,
    dateSubmitted: '2026-10-14T12:00:00.000Z',
  },
  {
    id: '5a3c0f1e-0c0f-4fee-8c0f-000000000002',
    key: 'batteries',
    itemType: 'Batteries',
    location: 'New York City, NY',
    instructions:
      'Never put rechargeable batteries (lithium-ion, nickel-cadmium, nickel-metal hydride) in the trash or the recycling: they can start fires. New York State law makes stores that sell them take them back for free, and DSNY SAFE Disposal Events accept them too. Tape over the terminals first. Single-use alkaline batteries may go in the trash, though a drop-off is better.',
    source: 'NYC Department of Sanitation (DSNY)',
    upvotes: 37,
    dateSubmitted: '2026-09-30T12:00:00.000Z',
  },
  {
    id: '5a3c0f1e-0c0f-4fee-8c0f-000000000003',
    key: 'plastic-bags',
    itemType: 'Plastic Bags',
    location: 'Austin, TX',
    instructions:
      'Keep plastic bags out of the blue recycling cart: they wrap around the sorting machines. Gather clean, dry bags and wraps inside one bag and take it to a store drop-off bin; many grocery stores have one by the entrance. Better still, carry a reusable bag.',
    source: 'Austin Resource Recovery',
    upvotes: 29,
    dateSubmitted: '2026-09-05T12:00:00.000Z',
  },
  {
    id: '5a3c0f1e-0c0f-4fee-8c0f-000000000004',
    key: 'pizza-boxes',
    itemType: 'Pizza Boxes',
    location: 'Seattle, WA',
    instructions:
      'Take out leftover food, paper liners and the little plastic table. In Seattle, greasy or food-soiled pizza boxes go in the food and yard waste cart, where they compost; clean, grease-free parts such as the lid can go in recycling. Flatten or tear the box so the cart lid closes.',
    source: 'Seattle Public Utilities',
    upvotes: 25,
    dateSubmitted: '2026-08-21T12:00:00.000Z',
  },
  {
    id: '5a3c0f1e-0c0f-4fee-8c0f-000000000005',
    key: 'styrofoam',
    itemType: 'Styrofoam',
    location: 'Boston, MA',
    instructions:
      'Foam cups, take-out containers, egg cartons and packing blocks are not accepted in Boston recycling carts, even when they carry a recycling symbol (#6). Put them in the trash. Packing peanuts are often taken back by shipping stores for reuse.',
    source: 'City of Boston Public Works Department',
    upvotes: 18,
    dateSubmitted: '2026-07-31T12:00:00.000Z',
  },
];

// No Set built when the module loads: that is code with effects, which keeps this module (and its tips)
// in every chunk importing the community domain, the community screen's first paint among them.
export function isSampleTipKey(key: string | null | undefined): key is SampleTipKey {
  return key != null && (SAMPLE_TIP_KEYS as readonly string[]).includes(key);
}
