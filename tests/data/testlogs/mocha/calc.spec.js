const assert = require('assert');
const { add } = require('../calc');

describe('add', function () {
  it('adds two numbers', function () {
    assert.strictEqual(add(1, 2), 3);
  });
  it('fails on purpose', function () {
    assert.strictEqual(add(1, 2), 4);
  });
  it.skip('is skipped', function () {});
  it('is pending');
  describe('nested', function () {
    [[1, 1, 2], [2, 2, 5]].forEach(([a, b, want]) => {
      it(`add(${a}, ${b}) = ${want}`, function () {
        assert.strictEqual(add(a, b), want);
      });
    });
  });
  describe('retried', function () {
    this.retries(2);
    let tries = 0;
    it('passes on the second try', function () {
      tries += 1;
      assert.ok(tries > 1);
    });
  });
  it('slow one', function (done) { setTimeout(done, 120); });
});

it('top level test', function () {
  console.log('  ✔ printed by the test');
});
