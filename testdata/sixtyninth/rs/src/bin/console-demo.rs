// The sixtyninth set's console-rs demo: questions asked with console's
// Term alone (read_line, read_secure_line, read_char, read_key), drawn
// by hand as a program using the crate would, and a small console of its
// own read with read_line.
use console::{style, Key, Term};

const MIRRORS: [&str; 3] = ["mirror-fra", "mirror-ord", "mirror-nrt"];

fn main() {
    let kind = std::env::args().nth(1).unwrap_or_default();
    let term = Term::stdout();
    match kind.as_str() {
        "text" => {
            term.write_str("Which branch should the release be cut from? ").unwrap();
            let b = term.read_line().unwrap();
            term.write_line(&format!("cutting from {}", b)).unwrap();
        }
        "password" => {
            term.write_str("Deploy key passphrase: ").unwrap();
            let _ = term.read_secure_line().unwrap();
            term.write_str("Repeat the passphrase: ").unwrap();
            let _ = term.read_secure_line().unwrap();
            term.write_line("passphrase set").unwrap();
        }
        "confirm" => {
            term.write_str(&format!("{} {} ", style("Purge the old artifacts?").bold(), style("[y/N]").dim())).unwrap();
            let c = term.read_char().unwrap();
            term.write_line(&format!("{}", c)).unwrap();
        }
        "select" => {
            term.write_line(&format!("{}", style("Which mirror should serve the images?").bold())).unwrap();
            term.hide_cursor().unwrap();
            let mut sel = 0usize;
            loop {
                for (i, m) in MIRRORS.iter().enumerate() {
                    if i == sel {
                        term.write_line(&format!("{} {}", style(">").cyan(), style(m).cyan())).unwrap();
                    } else {
                        term.write_line(&format!("  {}", m)).unwrap();
                    }
                }
                match term.read_key().unwrap() {
                    Key::ArrowDown if sel + 1 < MIRRORS.len() => sel += 1,
                    Key::ArrowUp if sel > 0 => sel -= 1,
                    Key::Enter | Key::Escape => break,
                    _ => {}
                }
                term.clear_last_lines(MIRRORS.len()).unwrap();
            }
            term.show_cursor().unwrap();
        }
        "repl" => {
            term.write_line("relayctl 0.3 — type help for commands").unwrap();
            loop {
                term.write_str("relayctl> ").unwrap();
                let line = match term.read_line() {
                    Ok(l) => l,
                    Err(_) => break,
                };
                match line.trim() {
                    "quit" | "exit" => break,
                    "status" => term.write_line("3 peers connected, 0 queued").unwrap(),
                    "help" => term.write_line("status  peers  quit").unwrap(),
                    "" => {}
                    other => term.write_line(&format!("unknown command: {}", other)).unwrap(),
                }
            }
        }
        _ => eprintln!("usage: console-demo text|password|confirm|select|repl"),
    }
}
