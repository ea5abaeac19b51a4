// The sixtyseventh set's rpassword demo: a passphrase asked, then asked
// again.
fn main() {
    let first = rpassword::prompt_password("Vault passphrase: ").unwrap_or_default();
    let again = rpassword::prompt_password("Repeat the passphrase: ").unwrap_or_default();
    println!("{}", if first == again { "vault unlocked" } else { "passphrases differ" });
}
