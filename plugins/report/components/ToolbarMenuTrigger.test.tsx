import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderWithServices } from '../../../core/plugin-api/testing';
import { ToolbarMenuTrigger } from './ToolbarMenuTrigger';

function Toolbar({ onPick }: { onPick: (key: string) => void }) {
  return (
    <div role="group" aria-label="Report actions">
      <ToolbarMenuTrigger
        menu={{ items: [{ key: 'PDF', label: 'Export to PDF' }], onClick: ({ key }) => onPick(key) }}
        button={(props) => (
          <button type="button" {...props}>
            Export
          </button>
        )}
      />
    </div>
  );
}

describe('ToolbarMenuTrigger', () => {
  it('opens its menu with the first click, before the menu code has loaded, and picks an item', async () => {
    const picked: string[] = [];
    renderWithServices(<Toolbar onPick={(key) => picked.push(key)} />);
    expect(document.querySelector('.ant-dropdown')).toBeNull();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Export' }));
    });
    await act(async () => {
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Export to PDF' }));
    });
    expect(picked).toEqual(['PDF']);
  });

  it('keeps the focus on the button when its first use wraps it in the menu', async () => {
    renderWithServices(<Toolbar onPick={() => undefined} />);
    const plain = screen.getByRole('button', { name: 'Export' });
    await act(async () => {
      plain.focus();
    });
    await act(async () => {
      fireEvent.click(plain);
    });
    // The menu's code wraps the button: a new element.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Export' })).not.toBe(plain));
    expect(screen.getByRole('button', { name: 'Export' })).toHaveFocus();
    expect(await screen.findByRole('menuitem', { name: 'Export to PDF' })).toBeInTheDocument();
  });
});
