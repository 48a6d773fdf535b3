#[test]
fn adds_from_outside() {
    assert_eq!(rustsample::add(1, 1), 2);
}
