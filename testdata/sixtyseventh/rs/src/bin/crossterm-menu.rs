// The sixtyseventh set's crossterm demo: a question and its choices drawn
// inline under it, the chosen one marked with an arrow and bold, moved
// with the arrows, Enter to choose.
use crossterm::event::{read, Event, KeyCode};
use crossterm::style::{Attribute, Print, SetAttribute};
use crossterm::terminal::{disable_raw_mode, enable_raw_mode, Clear, ClearType};
use crossterm::{cursor, execute, queue};
use std::io::{stdout, Write};

const CHOICES: [&str; 3] = ["mirror-fra", "mirror-ord", "mirror-nrt"];

fn draw(out: &mut impl Write, sel: usize) {
    queue!(out, cursor::MoveToColumn(0), Clear(ClearType::FromCursorDown)).unwrap();
    queue!(out, Print("Which mirror should serve the images? (use arrows, enter to choose)\r\n")).unwrap();
    for (i, c) in CHOICES.iter().enumerate() {
        if i == sel {
            queue!(out, Print("  -> "), SetAttribute(Attribute::Bold), Print(c), SetAttribute(Attribute::Reset)).unwrap();
        } else {
            queue!(out, Print("     "), Print(c)).unwrap();
        }
        if i + 1 < CHOICES.len() {
            queue!(out, Print("\r\n")).unwrap();
        }
    }
    queue!(out, cursor::MoveUp(CHOICES.len() as u16)).unwrap();
    out.flush().unwrap();
}

fn main() {
    let mut out = stdout();
    enable_raw_mode().unwrap();
    execute!(out, cursor::Hide).unwrap();
    let mut sel = 0;
    draw(&mut out, sel);
    loop {
        if let Ok(Event::Key(k)) = read() {
            match k.code {
                KeyCode::Down if sel + 1 < CHOICES.len() => sel += 1,
                KeyCode::Up if sel > 0 => sel -= 1,
                KeyCode::Enter => break,
                KeyCode::Esc => break,
                _ => continue,
            }
            draw(&mut out, sel);
        }
    }
    execute!(out, cursor::MoveDown(CHOICES.len() as u16), Print("\r\n"), cursor::Show).unwrap();
    disable_raw_mode().unwrap();
    println!("mirror: {}", CHOICES[sel]);
}
