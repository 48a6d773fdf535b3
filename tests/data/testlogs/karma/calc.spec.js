describe('add', function () {
  const add = (a, b) => a + b;
  it('adds two numbers', function () { expect(add(1, 2)).toBe(3); });
  it('fails on purpose', function () { expect(add(1, 2)).toBe(4); });
  xit('is skipped', function () {});
  describe('nested', function () {
    it('works deep', function () { expect(1).toBe(1); });
    it('fails deep', function () { expect(1).toBe(2); });
  });
});
