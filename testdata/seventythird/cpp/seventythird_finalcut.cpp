// seventythird_finalcut: the seventythird set's FINAL CUT programs, one
// widget each, picked by the first argument: a message box asking yes or
// no, a dialog of labelled line edits with OK and Cancel, a passphrase
// line edit, a group of check boxes, a group of radio buttons, a list
// box, a menu bar, a file dialog, a text view paging a file.
#include <final/final.h>

#include <fstream>
#include <string>

using finalcut::FPoint;
using finalcut::FSize;
using finalcut::FString;

static const char* mirrorQ = "Which mirror should serve the images?";
static const char* platformsQ = "Which platforms should the release build?";

static int messageBox(finalcut::FApplication& app) {
  finalcut::FMessageBox mbox{"Release", "Purge the old artifacts?",
                             finalcut::FMessageBox::ButtonType::Yes,
                             finalcut::FMessageBox::ButtonType::No,
                             finalcut::FMessageBox::ButtonType::Reject, &app};
  mbox.exec();
  return 0;
}

static int form(finalcut::FApplication& app, bool password) {
  finalcut::FDialog dlg{&app};
  dlg.setText(password ? "Signing" : "New release");
  dlg.setGeometry(FPoint{4, 3}, FSize{60, 12});
  finalcut::FLineEdit name{&dlg};
  finalcut::FLineEdit branch{&dlg};
  finalcut::FLineEdit secret{&dlg};
  if (password) {
    secret.setInputType(finalcut::FLineEdit::InputType::Password);
    secret.setLabelText("Signing key passphrase:");
    secret.setGeometry(FPoint{26, 2}, FSize{28, 1});
    name.hide();
    branch.hide();
  } else {
    name.setLabelText("Name of the release:");
    name.setText("release-7");
    name.setGeometry(FPoint{26, 2}, FSize{28, 1});
    branch.setLabelText("Branch to cut it from:");
    branch.setGeometry(FPoint{26, 4}, FSize{28, 1});
    secret.hide();
  }
  finalcut::FButton ok{"&OK", &dlg};
  ok.setGeometry(FPoint{26, 7}, FSize{10, 1});
  finalcut::FButton cancel{"&Cancel", &dlg};
  cancel.setGeometry(FPoint{40, 7}, FSize{10, 1});
  ok.addCallback("clicked", &app, &finalcut::FApplication::cb_exitApp, &dlg);
  cancel.addCallback("clicked", &app, &finalcut::FApplication::cb_exitApp, &dlg);
  finalcut::FWidget::setMainWidget(&dlg);
  dlg.show();
  if (password)
    secret.setFocus();
  else
    name.setFocus();
  return app.exec();
}

static int group(finalcut::FApplication& app, bool radio) {
  finalcut::FDialog dlg{&app};
  dlg.setText("Release");
  dlg.setGeometry(FPoint{4, 3}, FSize{60, 13});
  finalcut::FButtonGroup grp{radio ? mirrorQ : platformsQ, &dlg};
  grp.setGeometry(FPoint{2, 1}, FSize{54, 6});
  const char* radios[] = {"mirror-fra", "mirror-ord", "mirror-nrt"};
  const char* checks[] = {"linux", "darwin", "windows"};
  finalcut::FToggleButton* b[3];
  for (int i = 0; i < 3; i++) {
    if (radio)
      b[i] = new finalcut::FRadioButton{radios[i], &grp};
    else
      b[i] = new finalcut::FCheckBox{checks[i], &grp};
    b[i]->setGeometry(FPoint{1, 1 + i}, FSize{20, 1});
  }
  finalcut::FButton ok{"&OK", &dlg};
  ok.setGeometry(FPoint{30, 8}, FSize{10, 1});
  finalcut::FButton cancel{"&Cancel", &dlg};
  cancel.setGeometry(FPoint{44, 8}, FSize{10, 1});
  ok.addCallback("clicked", &app, &finalcut::FApplication::cb_exitApp, &dlg);
  cancel.addCallback("clicked", &app, &finalcut::FApplication::cb_exitApp, &dlg);
  finalcut::FWidget::setMainWidget(&dlg);
  dlg.show();
  b[0]->setFocus();
  return app.exec();
}

static int listBox(finalcut::FApplication& app) {
  finalcut::FDialog dlg{&app};
  dlg.setText(mirrorQ);
  dlg.setGeometry(FPoint{4, 3}, FSize{50, 12});
  finalcut::FListBox list{&dlg};
  list.setGeometry(FPoint{2, 1}, FSize{44, 6});
  list.insert("mirror-fra  Frankfurt");
  list.insert("mirror-ord  Chicago");
  list.insert("mirror-nrt  Tokyo");
  finalcut::FButton ok{"&OK", &dlg};
  ok.setGeometry(FPoint{22, 8}, FSize{10, 1});
  finalcut::FButton cancel{"&Cancel", &dlg};
  cancel.setGeometry(FPoint{35, 8}, FSize{10, 1});
  ok.addCallback("clicked", &app, &finalcut::FApplication::cb_exitApp, &dlg);
  cancel.addCallback("clicked", &app, &finalcut::FApplication::cb_exitApp, &dlg);
  finalcut::FWidget::setMainWidget(&dlg);
  dlg.show();
  list.setFocus();
  return app.exec();
}

class MenuWindow final : public finalcut::FDialog {
 public:
  explicit MenuWindow(finalcut::FWidget* parent) : finalcut::FDialog{parent} {
    setText("Relay console");
    Quit.addCallback("clicked", finalcut::getFApplication(),
                     &finalcut::FApplication::cb_exitApp, this);
    Status.setMessage("F10 opens the menu");
    Info << "Hosts: relay-fra relay-ord relay-nrt\n"
         << "Peers connected: 3";
  }

 private:
  void initLayout() override {
    setGeometry(FPoint{1, 1}, FSize{80, 24});
    Info.setGeometry(FPoint{2, 3}, FSize{60, 3});
    finalcut::FDialog::initLayout();
  }
  finalcut::FMenuBar Bar{this};
  finalcut::FMenu File{"&File", &Bar};
  finalcut::FMenu Hosts{"&Hosts", &Bar};
  finalcut::FMenuItem Help{"&Help", &Bar};
  finalcut::FMenuItem Open{"&Open...", &File};
  finalcut::FMenuItem Save{"&Save", &File};
  finalcut::FMenuItem Quit{"&Quit", &File};
  finalcut::FMenuItem Add{"&Add host", &Hosts};
  finalcut::FMenuItem Remove{"&Remove host", &Hosts};
  finalcut::FStatusBar Status{this};
  finalcut::FLabel Info{this};
};

static int menuBar(finalcut::FApplication& app) {
  MenuWindow w{&app};
  finalcut::FWidget::setMainWidget(&w);
  w.show();
  return app.exec();
}

static int fileDialog(finalcut::FApplication& app) {
  finalcut::FDialog dlg{&app};
  dlg.setText("Relay");
  dlg.setGeometry(FPoint{1, 1}, FSize{20, 3});
  finalcut::FWidget::setMainWidget(&dlg);
  dlg.show();
  finalcut::FFileDialog::fileOpenChooser(&dlg, ".", "*");
  return 0;
}

class Viewer final : public finalcut::FDialog {
 public:
  Viewer(finalcut::FWidget* parent, const char* file) : finalcut::FDialog{parent} {
    setText(file);
    view.ignorePadding();
    std::ifstream in{file};
    std::string line;
    while (std::getline(in, line)) view.append(FString{line});
  }
  void focusView() { view.setFocus(); }

 private:
  void initLayout() override {
    setGeometry(FPoint{1, 1}, FSize{80, 24});
    view.setGeometry(FPoint{1, 2}, FSize{getWidth(), getHeight() - 1});
    finalcut::FDialog::initLayout();
  }
  void adjustSize() override {
    finalcut::FDialog::adjustSize();
    view.setGeometry(FPoint{1, 2}, FSize{getWidth(), getHeight() - 1});
  }
  finalcut::FTextView view{this};
};

static int textView(finalcut::FApplication& app, const char* file) {
  Viewer v{&app, file};
  finalcut::FWidget::setMainWidget(&v);
  v.show();
  v.focusView();
  return app.exec();
}

int main(int argc, char* argv[]) {
  std::string kind = argc > 1 ? argv[1] : "";
  int n = 1;
  char* args[] = {argv[0], nullptr};
  finalcut::FApplication app{n, args};
  if (kind == "msgbox") return messageBox(app);
  if (kind == "form") return form(app, false);
  if (kind == "password") return form(app, true);
  if (kind == "checks") return group(app, false);
  if (kind == "radios") return group(app, true);
  if (kind == "list") return listBox(app);
  if (kind == "menu") return menuBar(app);
  if (kind == "file") return fileDialog(app);
  if (kind == "view") return textView(app, argc > 2 ? argv[2] : "long.txt");
  return 2;
}
