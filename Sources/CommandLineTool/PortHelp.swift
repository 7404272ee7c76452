/// The text of `scrollsim port --help` and `scrollsim help port`.
enum PortHelp {
  static let text = """
    usage: scrollsim port FILE.swift... [--write]

    Performs the mechanical rewrites a UIKit layout file needs on Linux, which has no
    Objective-C runtime, and prints them as a unified diff (docs/porting.md): `import UIKit`
    becomes `import UIKitCompat`; an `@objc protocol` becomes a plain one bound to classes;
    each `@objc optional` requirement becomes a plain one whose value is Optional, with a
    default in an extension that answers nil (or does nothing), and each call of it,
    `delegate?.method?(args)`, loses the `?` after the name; a conforming type in the files
    given returns the Optional too; every other `@objc` is removed. Comments and string
    literals are never changed. The files are ported together, so a protocol and the files
    that call or conform to it can be given at once. Notes on standard error name each
    requirement whose type became Optional.

    options:
      -i, --write           rewrite each file in place as well
      -h, --help            print this help
      --                    end of options: every later argument is a file

    exit status:
      0  the files were ported, or had nothing to port (no diff)
      2  a file cannot be read or is not readable Swift (FILE:LINE:COLUMN: error: MESSAGE on
         stderr; nothing is printed or written), or the command line is wrong
      3  standard output or a file could not be written

    examples:
      scrollsim port PinterestLayout.swift
      scrollsim port --write PinterestLayout.swift PhotoStreamViewController.swift
    """
}
