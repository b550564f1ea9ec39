import { fireEvent, render, renderHook } from '@testing-library/react';
import { useLeaveWarning } from './use-leave-warning';

describe('the warning before unsaved changes are left behind', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks before a link leaves the page, and holds the click back when the answer is no', () => {
    const followed = jest.fn();
    const { getByText } = render(
      <a href="#users" onClick={followed}>
        Users
      </a>,
    );
    const ask = jest.spyOn(window, 'confirm').mockReturnValue(false);
    const { rerender } = renderHook(({ unsaved }) => useLeaveWarning(unsaved, 'Leave without saving?'), {
      initialProps: { unsaved: true },
    });
    fireEvent.click(getByText('Users'));
    expect(ask).toHaveBeenCalledWith('Leave without saving?');
    expect(followed).not.toHaveBeenCalled();

    ask.mockReturnValue(true);
    fireEvent.click(getByText('Users'));
    expect(followed).toHaveBeenCalledTimes(1);

    rerender({ unsaved: false });
    ask.mockClear();
    fireEvent.click(getByText('Users'));
    expect(ask).not.toHaveBeenCalled();
    expect(followed).toHaveBeenCalledTimes(2);
  });

  it('makes the browser ask before the tab closes', () => {
    renderHook(() => useLeaveWarning(true, 'Leave without saving?'));
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
  });
});
