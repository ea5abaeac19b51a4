// The questions promzard asks in the thirty-third set's demo.
module.exports = {
  name: prompt("Name of the release", "release-7"),
  channel: prompt("Which channel should it go to", "stable"),
}
