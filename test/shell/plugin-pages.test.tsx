import { screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { testPlugin } from '../../core/plugin-api/testing';
import { createTestPortal, renderPortal } from '../kit/render-portal';

/** Two pages of one plugin, each linking to the other, as the admin plugin's side-menu section does. */
const paged = testPlugin({
  id: 'paged',
  contributes: {
    pages: [
      {
        path: '/paged/first',
        load: async () => ({
          default: () => (
            <>
              <h1>First page</h1>
              <Link to="/paged/second">to the second</Link>
            </>
          ),
        }),
      },
      {
        path: '/paged/second',
        load: async () => ({
          default: () => (
            <>
              <h1>Second page</h1>
              <Link to="/paged/first">to the first</Link>
            </>
          ),
        }),
      },
    ],
  },
});

describe("plugins' own pages", () => {
  it('a link from one page to another shows the other page (each page is its own surface)', async () => {
    await renderPortal(createTestPortal({ plugins: { paged } }), '/paged/first');
    expect(await screen.findByRole('heading', { name: 'First page' })).toBeInTheDocument();
    screen.getByRole('link', { name: 'to the second' }).click();
    expect(await screen.findByRole('heading', { name: 'Second page' })).toBeInTheDocument();
    screen.getByRole('link', { name: 'to the first' }).click();
    expect(await screen.findByRole('heading', { name: 'First page' })).toBeInTheDocument();
  });
});
