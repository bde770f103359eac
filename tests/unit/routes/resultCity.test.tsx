// The verdict's city: "Set your city" opens a form in its place; the form's cancel button and Escape
// both close it and give the focus back to the button that opened it.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';

import { initI18n, screenText } from '../../../src/i18n';
import { ResultCity } from '../../../src/routes/Results/ResultCity';

beforeAll(async () => {
  await initI18n();
  await screenText();
});

function show() {
  const onLocation = vi.fn();
  render(
    <Provider store={createStore()}>
      <ResultCity onLocation={onLocation} />
    </Provider>,
  );
  return onLocation;
}

describe('the verdict’s city', () => {
  it('closes its form on Escape, the focus back on “Set your city”, nothing chosen', async () => {
    const onLocation = show();
    fireEvent.click(screen.getByTestId('verdict-set-city'));
    const input = screen.getByRole('combobox');
    expect(input).toHaveFocus();
    fireEvent.change(input, { target: { value: 'Tor' } });
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(screen.queryByTestId('result-city-form')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('verdict-set-city')).toHaveFocus());
    expect(onLocation).not.toHaveBeenCalled();
  });

  it('keeps its form open for other keys', () => {
    show();
    fireEvent.click(screen.getByTestId('verdict-set-city'));
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'Enter' });
    fireEvent.keyDown(screen.getByRole('combobox'), { key: 'a' });
    expect(screen.getByTestId('result-city-form')).toBeInTheDocument();
  });
});
