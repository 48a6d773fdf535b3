const { add } = require('../calc');

describe('add', () => {
  test('adds two numbers', () => {
    expect(add(1, 2)).toBe(3);
  });
  test('fails on purpose', () => {
    expect(add(1, 2)).toBe(4);
  });
  test.skip('is skipped', () => {});
  test.todo('is still to do');
  describe('nested', () => {
    test.each([[1, 1, 2], [2, 2, 5]])('add(%i, %i) = %i', (a, b, want) => {
      expect(add(a, b)).toBe(want);
    });
  });
});

test('top level test', () => {
  console.log('✓ printed by the test');
});
