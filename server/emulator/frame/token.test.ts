import { TokenState } from './token';

const token = (payload: object) => `${Buffer.from(JSON.stringify(payload)).toString('base64url')}.sig`;

describe("the frame's token check", () => {
  it('accepts a token for its item, or one whose items list names it, and refuses any other', () => {
    const state = new TokenState();
    expect(state.accept(token({ res: 'r1', iat: 0, exp: 60_000 }), 'r1', 0)).toBeNull();
    // GenerateToken V2: the report first, its dataset among the items; a tile token also names its dashboard.
    expect(state.accept(token({ res: 'r1', items: ['r1', 'r1-dataset'], iat: 0, exp: 60_000 }), 'r1', 0)).toBeNull();
    expect(state.accept(token({ res: 'tile-a', items: ['tile-a', 'dash'], iat: 0, exp: 60_000 }), 'tile-a', 0)).toBeNull();
    expect(state.accept(token({ res: 'r1', items: ['r1'], iat: 0, exp: 60_000 }), 'r2', 0)).toBe('wrong-item');
    expect(state.accept(token({ res: 'r1', iat: 0, exp: 0 }), 'r1', 0)).toBe('expired');
  });
});
