import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useCloseOnOutsidePointer } from './use-close-on-outside-pointer';

function Popup({ open, close }: { open: boolean; close: () => void }) {
  const inside = useRef<HTMLDivElement>(null);
  useCloseOnOutsidePointer(open, [inside], close);
  return (
    <>
      <div ref={inside}>
        <button type="button">Inside</button>
      </div>
      {/* Something that keeps its presses to itself: the popup closes all the same. */}
      <button type="button" onPointerDown={(event) => event.stopPropagation()}>
        Elsewhere
      </button>
    </>
  );
}

describe('useCloseOnOutsidePointer', () => {
  it('closes on a press outside, also where the press is stopped; not on one inside', () => {
    const close = jest.fn();
    render(<Popup open close={close} />);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Inside' }));
    expect(close).not.toHaveBeenCalled();
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(close).toHaveBeenCalledTimes(1);
  });

  it('listens only while open', () => {
    const close = jest.fn();
    render(<Popup open={false} close={close} />);
    fireEvent.pointerDown(document.body);
    expect(close).not.toHaveBeenCalled();
  });
});
