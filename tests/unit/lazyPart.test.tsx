import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, useState } from 'react';

import { DialogLoadFailed } from '../../src/components/ScreenLoadFailed/DialogLoadFailed';
import { NothingUntilLoaded, PartLoadFailed } from '../../src/components/ScreenLoadFailed/PartLoadFailed';
import i18n, { initI18n } from '../../src/i18n';
import { type FailedPart, lazyPart } from '../../src/lazyScreen';

beforeAll(async () => {
  await initI18n();
  await i18n.changeLanguage('en');
});

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/** A part whose first download fails, as when the connection drops while it comes. */
function flakyPart(Failed: FailedPart<{ name: string }> = PartLoadFailed) {
  let attempts = 0;
  const load = vi.fn(async () => {
    attempts += 1;
    if (attempts === 1) throw new TypeError('Failed to fetch dynamically imported module');
    return Greeting;
  });
  return { Part: lazyPart(load, Failed), load };
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

  it('is downloaded again when the connection returns from the failure itself, whatever stands in its place', async () => {
    // The connection back before anything in the part's place has mounted: nothing there listens.
    const { Part, load } = flakyPart(NothingUntilLoaded);
    renderBeside(Part);
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await act(async () => {
      await Promise.resolve();
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
    // Once it is there, the connection coming and going downloads nothing more.
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(load).toHaveBeenCalledTimes(2);
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

describe('a dialog whose code cannot be downloaded', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));
  afterEach(() => vi.restoreAllMocks());

  function Dialog({ open }: { open: boolean; onClose: () => void }) {
    return open ? <p role="dialog">The dialog</p> : null;
  }

  /** The opener and the dialog, its download failing `failures` times. */
  function renderOpener(failures: number) {
    let attempts = 0;
    const load = vi.fn(async () => {
      attempts += 1;
      if (attempts <= failures) throw new TypeError('Failed to fetch dynamically imported module');
      return Dialog;
    });
    const Part = lazyPart(load, DialogLoadFailed);
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          <Suspense fallback={null}>
            <Part open={open} onClose={() => setOpen(false)} />
          </Suspense>
        </>
      );
    }
    render(<Opener />);
    return load;
  }

  it('opens at once when the download tried again at the opening arrives, though the last one failed', async () => {
    // The first download fails (the page went offline); the one the 'online' event made failed too,
    // its network not back yet; the opening's own try gets through.
    const load = renderOpener(2);
    await waitForCalls(load, 1);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitForCalls(load, 2);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('The dialog');
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('says so and closes when the opening’s own try fails too, leaving the focus on its opener', async () => {
    const load = renderOpener(Infinity);
    await waitForCalls(load, 1);
    const opener = screen.getByRole('button', { name: 'Open' });
    await userEvent.click(opener);
    // Tried once more for the opening, then once more in the background after saying so.
    await waitForCalls(load, 3);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});

async function waitForCalls(load: ReturnType<typeof vi.fn>, calls: number) {
  await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(calls));
  // The failed attempt's stand-in takes its place (React.lazy settles on the next tick).
  await act(async () => {});
}
