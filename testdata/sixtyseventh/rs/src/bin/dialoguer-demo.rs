// The sixtyseventh set's dialoguer demo: one prompt of the kind its first
// argument names, drawn with the theme its second names ("plain" for
// dialoguer's SimpleTheme, anything else its ColorfulTheme).
use dialoguer::theme::{ColorfulTheme, SimpleTheme, Theme};
use dialoguer::{Completion, Confirm, Editor, Input, MultiSelect, Password, Select, Sort};

struct Hosts;

impl Completion for Hosts {
    fn get(&self, input: &str) -> Option<String> {
        ["relay-fra", "relay-ord", "relay-nrt"]
            .iter()
            .find(|h| h.starts_with(input))
            .map(|h| h.to_string())
    }
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let kind = args.get(1).map(String::as_str).unwrap_or("confirm");
    let plain = args.get(2).map(String::as_str) == Some("plain");
    let theme: Box<dyn Theme> = if plain { Box::new(SimpleTheme) } else { Box::new(ColorfulTheme::default()) };
    let theme = theme.as_ref();
    let mirrors = ["mirror-fra", "mirror-ord", "mirror-nrt"];
    let platforms = ["linux", "darwin", "windows"];
    let out = match kind {
        "confirm" => format!("{:?}", Confirm::with_theme(theme).with_prompt("Purge the old artifacts?").default(false).interact()),
        "select" => format!(
            "{:?}",
            Select::with_theme(theme).with_prompt("Which mirror should serve the images?").items(&mirrors).default(0).interact()
        ),
        "multiselect" => format!(
            "{:?}",
            MultiSelect::with_theme(theme).with_prompt("Which platforms should the release build?").items(&platforms).interact()
        ),
        "sort" => format!(
            "{:?}",
            Sort::with_theme(theme).with_prompt("Order the mirrors to try").items(&mirrors).interact()
        ),
        "text" => format!(
            "{:?}",
            Input::<String>::with_theme(theme)
                .with_prompt("Which branch should the release be cut from?")
                .default("release-7".into())
                .interact_text()
        ),
        "complete" => format!(
            "{:?}",
            Input::<String>::with_theme(theme)
                .with_prompt("Which relay should take the traffic?")
                .completion_with(&Hosts)
                .interact_text()
        ),
        "password" => format!(
            "{:?}",
            Password::with_theme(theme)
                .with_prompt("Deploy key passphrase")
                .with_confirmation("Repeat the passphrase", "The passphrases do not match")
                .interact()
        ),
        "editor" => format!("{:?}", Editor::new().executable("vi").extension(".md").edit("Release notes for release-7\n")),
        _ => String::from("unknown kind"),
    };
    println!("answered: {}", out);
}
