// The sixtyninth set's indicatif demo: an upload's progress bars drawn
// by indicatif, stopped part way, then a question under them read with
// console (resume? [Y/n]); or a finished multi-bar download followed by
// a line to type.
use console::Term;
use indicatif::{MultiProgress, ProgressBar, ProgressStyle};
use std::{thread, time::Duration};

fn main() {
    let kind = std::env::args().nth(1).unwrap_or_default();
    let term = Term::stdout();
    let style = ProgressStyle::with_template("{prefix:>12} [{bar:40.cyan/blue}] {pos:>3}/{len} {msg}")
        .unwrap()
        .progress_chars("=> ");
    match kind.as_str() {
        "confirm" => {
            let pb = ProgressBar::new(100).with_style(style).with_prefix("upload");
            for i in 0..=60 {
                pb.set_position(i);
                thread::sleep(Duration::from_millis(10));
            }
            pb.abandon_with_message("paused");
            term.write_str("Resume the upload from relay-fra? [Y/n] ").unwrap();
            let c = term.read_char().unwrap();
            term.write_line(&format!("{}", c)).unwrap();
        }
        "text" => {
            let m = MultiProgress::new();
            let mut bars = Vec::new();
            for name in ["base.img", "kernel", "initrd"] {
                let pb = m.add(ProgressBar::new(50).with_style(style.clone()).with_prefix(name));
                bars.push(pb);
            }
            for i in 0..=50 {
                for pb in &bars {
                    pb.set_position(i);
                }
                thread::sleep(Duration::from_millis(10));
            }
            for pb in &bars {
                pb.finish_with_message("done");
            }
            term.write_str("Name for the new image: ").unwrap();
            let n = term.read_line().unwrap();
            term.write_line(&format!("saved as {}", n)).unwrap();
        }
        _ => eprintln!("usage: indicatif-demo confirm|text"),
    }
}
