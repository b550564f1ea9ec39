import { render } from '@testing-library/react';
import { useKeyboardScrollable } from './use-keyboard-scrollable';

function Box({ width }: { width: number }) {
  const ref = useKeyboardScrollable<HTMLDivElement>(width);
  return <div ref={ref} data-testid="box" data-width={width} />;
}

describe('a box that scrolls sideways', () => {
  const sizes = (scrollWidth: number) => {
    jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
    jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
  };
  afterEach(() => jest.restoreAllMocks());

  it('takes focus while its content is wider than itself, and not otherwise', () => {
    sizes(640);
    const { getByTestId, rerender } = render(<Box width={640} />);
    expect(getByTestId('box')).toHaveAttribute('tabindex', '0');
    sizes(300);
    rerender(<Box width={300} />);
    expect(getByTestId('box')).not.toHaveAttribute('tabindex');
  });
});
