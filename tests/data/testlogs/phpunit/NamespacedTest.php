<?php
namespace App\Tests\Sub;

use PHPUnit\Framework\TestCase;

final class NamespacedTest extends TestCase
{
    public function testWorks(): void
    {
        $this->assertTrue(true);
    }
}
