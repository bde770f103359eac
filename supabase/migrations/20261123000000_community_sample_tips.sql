-- RecycleSmart: the spec's five sample community tips, as rows like any other tip, so that people
-- upvote them the same way (once each, through tip_upvotes). They belong to no one (user_id is null),
-- so no one can delete them, and they keep the upvotes they start with: a tip's count is its
-- base_upvotes plus one per person who upvoted it. The rows match SAMPLE_TIPS in
-- src/domain/community/sampleTips.ts (tests/db/communityTips.test.ts checks it); the app shows their
-- text translated by sample_key.

alter table public.community_tips
  alter column user_id drop not null,
  add column sample_key text unique check (sample_key ~ '^[a-z]+(-[a-z]+)*$'),
  add column base_upvotes integer not null default 0 check (base_upvotes >= 0),
  add constraint community_tips_owner_or_sample check ((user_id is null) = (sample_key is not null));

-- People add only their own, ordinary tips: no sample key, no head start.
drop policy "own tips: insert" on public.community_tips;
create policy "own tips: insert" on public.community_tips for insert to authenticated
  with check ((select auth.uid()) = user_id and upvotes = 0 and base_upvotes = 0 and sample_key is null);

create or replace function private.on_tip_upvote_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.community_tips t
  set upvotes = t.base_upvotes + (select count(*) from public.tip_upvotes u where u.tip_id = t.id)
  where t.id = coalesce(new.tip_id, old.tip_id);
  return null;
end
$$;

insert into public.community_tips (id, user_id, sample_key, item_type, location, instructions, source, upvotes, base_upvotes, created_at)
values
  ('5a3c0f1e-0c0f-4fee-8c0f-000000000001', null, 'coffee-cups', 'Coffee Cups', 'San Francisco, CA',
   'Empty the cup first. In San Francisco, paper coffee cups and their cardboard sleeves go in the green compost bin, not the blue one; the plastic lid goes in the blue recycling bin. A reusable cup avoids the waste altogether.',
   'Recology San Francisco', 45, 45, '2026-10-14T12:00:00Z'),
  ('5a3c0f1e-0c0f-4fee-8c0f-000000000002', null, 'batteries', 'Batteries', 'New York City, NY',
   'Never put rechargeable batteries (lithium-ion, nickel-cadmium, nickel-metal hydride) in the trash or the recycling: they can start fires. New York State law makes stores that sell them take them back for free, and DSNY SAFE Disposal Events accept them too. Tape over the terminals first. Single-use alkaline batteries may go in the trash, though a drop-off is better.',
   'NYC Department of Sanitation (DSNY)', 37, 37, '2026-09-30T12:00:00Z'),
  ('5a3c0f1e-0c0f-4fee-8c0f-000000000003', null, 'plastic-bags', 'Plastic Bags', 'Austin, TX',
   'Keep plastic bags out of the blue recycling cart: they wrap around the sorting machines. Gather clean, dry bags and wraps inside one bag and take it to a store drop-off bin; many grocery stores have one by the entrance. Better still, carry a reusable bag.',
   'Austin Resource Recovery', 29, 29, '2026-09-05T12:00:00Z'),
  ('5a3c0f1e-0c0f-4fee-8c0f-000000000004', null, 'pizza-boxes', 'Pizza Boxes', 'Seattle, WA',
   'Take out leftover food, paper liners and the little plastic table. In Seattle, greasy or food-soiled pizza boxes go in the food and yard waste cart, where they compost; clean, grease-free parts such as the lid can go in recycling. Flatten or tear the box so the cart lid closes.',
   'Seattle Public Utilities', 25, 25, '2026-08-21T12:00:00Z'),
  ('5a3c0f1e-0c0f-4fee-8c0f-000000000005', null, 'styrofoam', 'Styrofoam', 'Boston, MA',
   'Foam cups, take-out containers, egg cartons and packing blocks are not accepted in Boston recycling carts, even when they carry a recycling symbol (#6). Put them in the trash. Packing peanuts are often taken back by shipping stores for reuse.',
   'City of Boston Public Works Department', 18, 18, '2026-07-31T12:00:00Z');
