// config: gavel's YAML files read into plain structs, every error located.
//
// It receives the paths of problem.yaml and suite.yaml and hands on ProblemConfig (what a problem is: id,
// title, limits, which checker, whether it has a plugin, its validator program) and Suite (groups of cases,
// each inline, from a file, or generated, with their limit overrides and points). It checks the schema only:
// unknown keys, wrong types, bad durations and sizes are refused with file:line:column and what was expected.
// Whether the files a case names exist, or a plugin can fill what a file leaves out, is the problem stage's
// question, not this one's.
//
//   yaml_file.hpp       YamlFile: load, require, optional, typed reads with locations
//   limits_yaml.hpp     read_limit_overrides (a `limits:` map)
//   checker_spec.hpp    CheckerSpec (`checker:` in problem.yaml)
//   problem_config.hpp  ProblemConfig, ValidatorSpec, load_problem_config
//   data_file.hpp       read_data_file: a suite's data file, held to its folder, regular files only
//   suite.hpp           Suite, TestGroup, TestCase, Generation, SourceLocation, load_suite
#pragma once

#include "config/checker_spec.hpp"
#include "config/limits_yaml.hpp"
#include "config/problem_config.hpp"
#include "config/suite.hpp"
#include "config/yaml_file.hpp"
