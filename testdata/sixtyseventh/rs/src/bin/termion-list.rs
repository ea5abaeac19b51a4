// The sixtyseventh set's termion demo: a full-screen list of relay hosts
// on the alternate screen, the cursor hidden, the selected row in
// reverse video, moved with the arrows, q to quit.
use std::io::{stdin, stdout, Write};
use termion::event::Key;
use termion::input::TermRead;
use termion::raw::IntoRawMode;
use termion::screen::AlternateScreen;
use termion::{clear, cursor, style};

const HOSTS: [(&str, &str, &str); 6] = [
    ("relay-fra", "Frankfurt", "up 41d"),
    ("relay-ord", "Chicago", "up 12d"),
    ("relay-nrt", "Tokyo", "down"),
    ("relay-gru", "Sao Paulo", "up 3d"),
    ("relay-syd", "Sydney", "up 77d"),
    ("relay-sin", "Singapore", "up 9d"),
];

fn draw(out: &mut impl Write, sel: usize) {
    write!(out, "{}{}Relay hosts (6)", clear::All, cursor::Goto(1, 1)).unwrap();
    write!(out, "{}HOST        CITY         STATUS", cursor::Goto(1, 3)).unwrap();
    for (i, (h, c, s)) in HOSTS.iter().enumerate() {
        let line = format!("{:<12}{:<13}{:<10}", h, c, s);
        if i == sel {
            write!(out, "{}{}{}{}", cursor::Goto(1, 4 + i as u16), style::Invert, line, style::Reset).unwrap();
        } else {
            write!(out, "{}{}", cursor::Goto(1, 4 + i as u16), line).unwrap();
        }
    }
    write!(out, "{}up/down move  enter details  q quit", cursor::Goto(1, 24)).unwrap();
    out.flush().unwrap();
}

fn main() {
    let raw = stdout().into_raw_mode().unwrap();
    let mut out = AlternateScreen::from(raw);
    write!(out, "{}", cursor::Hide).unwrap();
    let mut sel = 0;
    draw(&mut out, sel);
    for k in stdin().keys() {
        match k.unwrap() {
            Key::Char('q') | Key::Esc => break,
            Key::Down if sel + 1 < HOSTS.len() => sel += 1,
            Key::Up if sel > 0 => sel -= 1,
            _ => {}
        }
        draw(&mut out, sel);
    }
    write!(out, "{}", cursor::Show).unwrap();
}
