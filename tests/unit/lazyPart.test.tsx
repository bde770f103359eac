import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';

import { PartLoadFailed } from '../../src/components/ScreenLoadFailed/PartLoadFailed';
import i18n, { initI18n } from '../../src/i18n';
import { lazyPart } from '../../src/lazyScreen';

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('en');
});

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A part whose first download fails, as when the connection drops while it comes. */
function flakyPart() {
  let attempts = 0;
  const load = vi.fn(async () => {
    attempts += 1;
    if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
    return Greeting;
  });
  return { Part: lazyPart(load, PartLoadFailed), load };
}

function renderBeside(Part: (props: { name: string }) => React.ReactNode) {
  return render(
    <main>
      <h1>The rest of the screen</h1>
      <Suspense fallback={<p>Loading</p>}>
        <Part name="Ada" />
      </Suspense>
    </main>,
  );
}

describe('a part of a screen whose code cannot be downloaded', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  it('says so in its place, keeps the rest of the screen, and shows the part once "Try again" downloads it', async () => {
    const { Part, load } = flakyPart();
    renderBeside(Part);
    expect(await screen.findByTestId('part-load-failed')).toHaveTextContent(
      'This part of the page could not be loaded. Check your connection and try again.',
    );
    expect(screen.getByRole('heading', { name: 'The rest of the screen' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(screen.queryByTestId('part-load-failed')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('downloads it again by itself when the connection returns', async () => {
    const { Part } = flakyPart();
    renderBeside(Part);
    await screen.findByTestId('part-load-failed');
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
  });

  it('is downloaded once for every copy on the page when it arrives', async () => {
    const load = vi.fn(async () => Greeting);
    const Part = lazyPart(load, PartLoadFailed);
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Part name="Ada" />
        <Part name="Grace" />
      </Suspense>,
    );
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
