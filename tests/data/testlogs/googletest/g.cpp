#include <gtest/gtest.h>
TEST(Math, Adds) { EXPECT_EQ(2, 1 + 1); }
TEST(Math, DISABLED_Slow) { EXPECT_EQ(1, 1); }
TEST(Math, Skips) { GTEST_SKIP() << "not here"; }
TEST(Math, Fails) { EXPECT_EQ(3, 1 + 1); }
class P : public ::testing::TestWithParam<int> {};
TEST_P(P, Even) { EXPECT_EQ(GetParam() % 2, 0); }
INSTANTIATE_TEST_SUITE_P(Nums, P, ::testing::Values(2, 3));
