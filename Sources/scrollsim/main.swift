import ScrollSimCLI

// The command-line tool: every command lives in CommandLineTool, and ScrollSimCLI dispatches to
// them; a user's own executable makes the same call with its layouts (docs/porting.md).
ScrollSimCLI.main()
