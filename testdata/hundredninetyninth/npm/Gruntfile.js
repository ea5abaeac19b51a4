// The Grunt tasks of agentty's hundredninetyninth set, each asking through
// grunt-prompt (inquirer 0.11): target's environment (a list) and
// version's number (a line with a default).
module.exports = function (grunt) {
  grunt.initConfig({
    prompt: {
      target: {
        options: {
          questions: [{
            config: "build.env", type: "list", message: "Which environment should the build target?",
            choices: ["staging", "production", "local"],
          }],
        },
      },
      version: {
        options: {
          questions: [{ config: "build.version", type: "input", message: "What version is this build?", default: "2.4.0" }],
        },
      },
    },
  })
  grunt.loadNpmTasks("grunt-prompt")
}
