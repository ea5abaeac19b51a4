// The sixtyninth set's tui-rs demo (crate tui, crossterm backend): a
// full-screen relay dashboard on the alternate screen, the cursor
// hidden: "list" a bordered list of hosts with its selected row marked
// ">> " in reverse video beside a detail pane; "table" a table of hosts
// with tabs above it and a gauge under it. Arrows move, q quits.
use crossterm::event::{self, Event, KeyCode};
use crossterm::execute;
use crossterm::terminal::{disable_raw_mode, enable_raw_mode, EnterAlternateScreen, LeaveAlternateScreen};
use std::io;
use tui::backend::CrosstermBackend;
use tui::layout::{Constraint, Direction, Layout};
use tui::style::{Color, Modifier, Style};
use tui::text::Spans;
use tui::widgets::{Block, Borders, Cell, Gauge, List, ListItem, ListState, Paragraph, Row, Table, TableState, Tabs};
use tui::Terminal;

const HOSTS: [(&str, &str, &str); 6] = [
    ("relay-fra", "Frankfurt", "up 41d"),
    ("relay-ord", "Chicago", "up 12d"),
    ("relay-nrt", "Tokyo", "down"),
    ("relay-gru", "Sao Paulo", "up 3d"),
    ("relay-syd", "Sydney", "up 77d"),
    ("relay-sin", "Singapore", "up 9d"),
];

fn main() -> Result<(), io::Error> {
    let kind = std::env::args().nth(1).unwrap_or_else(|| "list".into());
    enable_raw_mode()?;
    let mut stdout = io::stdout();
    execute!(stdout, EnterAlternateScreen)?;
    let mut terminal = Terminal::new(CrosstermBackend::new(stdout))?;
    let mut sel = 0usize;
    loop {
        terminal.draw(|f| {
            let size = f.size();
            if kind == "table" {
                let rows = Layout::default()
                    .direction(Direction::Vertical)
                    .constraints([Constraint::Length(3), Constraint::Min(5), Constraint::Length(3)])
                    .split(size);
                let tabs = Tabs::new(vec![Spans::from("Hosts"), Spans::from("Routes"), Spans::from("Alerts")])
                    .block(Block::default().borders(Borders::ALL).title("relaymon"))
                    .highlight_style(Style::default().fg(Color::Yellow))
                    .select(0);
                f.render_widget(tabs, rows[0]);
                let body: Vec<Row> = HOSTS
                    .iter()
                    .map(|(h, c, s)| Row::new(vec![Cell::from(*h), Cell::from(*c), Cell::from(*s)]))
                    .collect();
                let table = Table::new(body)
                    .header(Row::new(vec!["HOST", "CITY", "STATUS"]).style(Style::default().add_modifier(Modifier::BOLD)))
                    .block(Block::default().borders(Borders::ALL).title("Hosts"))
                    .widths(&[Constraint::Length(12), Constraint::Length(14), Constraint::Length(10)])
                    .highlight_style(Style::default().add_modifier(Modifier::REVERSED));
                let mut ts = TableState::default();
                ts.select(Some(sel));
                f.render_stateful_widget(table, rows[1], &mut ts);
                let gauge = Gauge::default()
                    .block(Block::default().borders(Borders::ALL).title("Traffic"))
                    .gauge_style(Style::default().fg(Color::Green))
                    .percent(62);
                f.render_widget(gauge, rows[2]);
            } else {
                let cols = Layout::default()
                    .direction(Direction::Horizontal)
                    .constraints([Constraint::Percentage(40), Constraint::Percentage(60)])
                    .split(size);
                let items: Vec<ListItem> = HOSTS.iter().map(|(h, _, _)| ListItem::new(*h)).collect();
                let list = List::new(items)
                    .block(Block::default().borders(Borders::ALL).title("Relay hosts"))
                    .highlight_style(Style::default().add_modifier(Modifier::REVERSED))
                    .highlight_symbol(">> ");
                let mut ls = ListState::default();
                ls.select(Some(sel));
                f.render_stateful_widget(list, cols[0], &mut ls);
                let (h, c, s) = HOSTS[sel];
                let detail = Paragraph::new(vec![
                    Spans::from(format!("host:   {}", h)),
                    Spans::from(format!("city:   {}", c)),
                    Spans::from(format!("status: {}", s)),
                    Spans::from(""),
                    Spans::from("up/down move  q quit"),
                ])
                .block(Block::default().borders(Borders::ALL).title("Details"));
                f.render_widget(detail, cols[1]);
            }
        })?;
        if let Event::Key(k) = event::read()? {
            match k.code {
                KeyCode::Char('q') | KeyCode::Esc => break,
                KeyCode::Down if sel + 1 < HOSTS.len() => sel += 1,
                KeyCode::Up if sel > 0 => sel -= 1,
                _ => {}
            }
        }
    }
    disable_raw_mode()?;
    execute!(terminal.backend_mut(), LeaveAlternateScreen)?;
    terminal.show_cursor()?;
    Ok(())
}
