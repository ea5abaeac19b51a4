#!/bin/bash
# Draws what sdkman's `sdk install java` asks once a candidate is installed.
cat <<'TXT'

Downloading: java 21.0.2-tem

In progress...

######################################################################## 100.0%

Repackaging Java 21.0.2-tem...

Done repackaging...

Installing: java 21.0.2-tem
Done installing!

TXT
read -r -p "Do you want java 21.0.2-tem to be set as default? (Y/n): " a
echo
echo "Setting java 21.0.2-tem as default."
