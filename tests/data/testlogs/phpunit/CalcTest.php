<?php
use PHPUnit\Framework\TestCase;

final class CalcTest extends TestCase
{
    public function testAdds(): void
    {
        $this->assertSame(4, 2 + 2);
    }

    public function testFails(): void
    {
        $this->assertSame(5, 2 + 2);
    }

    public function testErrors(): void
    {
        throw new RuntimeException('broken');
    }

    public function testSkipped(): void
    {
        $this->markTestSkipped('not here');
    }

    public function testIncomplete(): void
    {
        $this->markTestIncomplete('later');
    }

    /**
     * @dataProvider pairs
     */
    public function testPairs(int $a, int $b, int $sum): void
    {
        $this->assertSame($sum, $a + $b);
    }

    public static function pairs(): array
    {
        return ['one and one' => [1, 1, 2], 'bad sum' => [1, 2, 4], [2, 2, 4]];
    }

    public function testPrints(): void
    {
        echo "OK (1 test, 1 assertion)\n";
        $this->assertTrue(true);
    }
}
