// A pre-rendered page is hydrated as of the day the build rendered it (src/today.ts): the same text, so
// React keeps the markup, and today's date in the render after.
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

import { localDay } from '../../src/domain/progress';
import { middayOf, setPrerenderedDay, useToday } from '../../src/today';

function Dated() {
  return <p>{useToday()}</p>;
}

test('hydrating shows the day the markup was rendered on, then today (the device’s day, as the progress figures count days), without throwing the markup away', async () => {
  setPrerenderedDay('2020-02-29');
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Dated />);
  expect(container.textContent).toBe('2020-02-29');
  const shown = container.firstChild;
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, <Dated />, { onRecoverableError: (error) => errors.push(error) });
  });
  expect(errors).toEqual([]);
  expect(container.firstChild).toBe(shown);
  expect(container.textContent).toBe(localDay(new Date()));
});

test('midday of a day formats as that day wherever the device is', () => {
  expect(localDay(middayOf('2026-03-29'))).toBe('2026-03-29');
});
