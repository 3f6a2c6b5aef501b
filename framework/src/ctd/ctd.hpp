// ctd: checktestdata, DOMjudge's language for input validators, interpreted natively. Beside base/ in the
// pipeline and below run/: `gavel checktestdata` runs it for a user, and gavel-checktestdata-host runs a package's
// .ctd input validator inside the sandbox, as any other validator runs there.
//
// It receives a program's text and data (a file descriptor, read as a stream) and hands on whether the data
// follows the program, or where and why not; or, generating, data the program accepts.
//
//   program.hpp      parse_program, parse_presets: the program as a tree of commands and expressions
//   lexer.hpp        its words;  regex.hpp  REGEX's patterns, matched longest-first by an automaton
//   value.hpp        integers of any size, exact reals, strings and truth values, with their arithmetic
//   data_reader.hpp  the data as a stream, with the line and column of every byte
//   interpreter.hpp  check_data, generate_data, describe (machine.hpp and its check_ and generate_tokens.cpp)
#pragma once

#include "ctd/interpreter.hpp"
#include "ctd/program.hpp"
