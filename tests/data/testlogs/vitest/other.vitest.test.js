import { test, expect } from 'vitest';
test('other file passes', () => { expect(1).toBe(1); });
