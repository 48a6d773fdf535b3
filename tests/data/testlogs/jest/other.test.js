test('other file passes', () => { expect(1).toBe(1); });
