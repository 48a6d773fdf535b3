/// Adds two numbers.
///
/// ```
/// assert_eq!(rustsample::add(2, 2), 4);
/// ```
pub fn add(left: u64, right: u64) -> u64 {
    left + right
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn it_works() {
        assert_eq!(add(2, 2), 4);
    }

    #[test]
    fn it_fails() {
        assert_eq!(add(2, 2), 5);
    }

    #[test]
    #[ignore]
    fn slow() {}

    #[test]
    #[ignore = "needs a network"]
    fn online() {}

    #[test]
    #[should_panic(expected = "boom")]
    fn panics() {
        panic!("boom");
    }

    mod nested {
        #[test]
        fn deep() {
            println!("test tests::fake ... ok");
        }
    }
}
