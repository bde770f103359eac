-- RecycleSmart: a person deletes their own account ("Your data is yours").
-- delete_my_account() removes the caller's user, and with it, by the foreign keys' cascades, every row
-- of theirs: records (and their analyses), scan history, bookmarks, progress, tips (and the upvotes on
-- them) and upvotes. Corrections would outlive the account anonymised (on delete set null); they are
-- the person's words, so they go too. It runs as its owner because a person cannot delete from
-- auth.users, and it only ever touches auth.uid()'s rows: there is no argument to name anyone else.

create or replace function public.delete_my_account()
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_user_id uuid := auth.uid();
begin
  if v_user_id is null then
    raise exception 'Only a signed-in person can delete their account' using errcode = '42501';
  end if;
  delete from public.correction_suggestions c where c.user_id = v_user_id;
  -- Records first, while the user still exists: their triggers update the community figures and the
  -- person's progress row, which the cascade from auth.users then removes.
  delete from public.recycling_records r where r.user_id = v_user_id;
  delete from auth.users u where u.id = v_user_id;
end
$$;

revoke execute on function public.delete_my_account() from public, anon;
grant execute on function public.delete_my_account() to authenticated;
