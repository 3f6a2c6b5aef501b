// generate: a package's test data made from generators/generators.yaml, BAPCtools' generator format, byte for
// byte as `bt generate` makes it. Before package/ in the pipeline: it fills data/, which open_package then reads.
//
// It receives a package folder (from framework/cli/: `gavel generate PACKAGE`, and the judging commands before
// they open a package) and hands on the files it wrote into data/. read_generation_plan reads and checks
// generators.yaml into a plan (every folder and test, each with its generator command, seed, copied and inline
// files, solution); make_data runs the plan in the sandbox, keeping a manifest of what it wrote so that an
// up-to-date test is not made again and a file someone else wrote is never overwritten.
//
//   generation_plan.hpp     GenerationPlan, PlannedTest, read_generation_plan, bapctools_seed
//   plan_reader.hpp         the reader's parts: plan_folders, plan_test_case, plan_commands, plan_keys, plan_include
//   generation_names.hpp    count: values and numbered names;  command_words.hpp  shell-like word splitting
//   yaml_text.hpp           a map of generators.yaml as YAML text (test_group.yaml:, yaml:)
//   sha512.hpp              the digest BAPCtools' seeds are made from
//   data_maker.hpp          make_data, MakeOptions, MadeData
//   test_maker.hpp          one test's files: generator, copy:, inline files, solution
//   generator_programs.hpp  generators and solutions found, hashed and built (the generators: map assembled)
//   data_manifest.hpp       what gavel wrote, kept outside the package; write_atomically
#pragma once

#include "generate/data_maker.hpp"
#include "generate/generation_plan.hpp"
