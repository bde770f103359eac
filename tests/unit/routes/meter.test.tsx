// An empty meter carries no style attribute: pre-rendered (the dashboard's preview), one would be
// blocked by the page's policy and left so by hydration.
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';

import { Meter } from '../../../src/routes/Dashboard/Meter';

test('an empty meter is written without a style attribute', () => {
  expect(renderToString(<Meter percent={0} label="Goal" />)).not.toContain('style=');
});

test('a meter under way is filled to its share', () => {
  const { container } = render(<Meter percent={40} label="Goal" />);
  expect(container.querySelector('.meter__fill')).toHaveStyle({ inlineSize: '40%' });
});
