// gavel-solver-host: runs a contestant's Solver plugin inside a sandbox box, as an ordinary program would:
// standard input in, standard output out. `--check` only loads the plugin (its load failures are CE).
// Exit codes: 0 solved, 1 the solver failed, 2 the plugin does not load.
#include <unistd.h>

#include <cstdio>
#include <iterator>
#include <string>
#include <iostream>

#include "gavel/errors.hpp"
#include "gavel/plugin_loader.hpp"

namespace {

int write_fd(void* context, const char* data, size_t size) {
    const int fd = *static_cast<int*>(context);
    while (size > 0) {
        const ssize_t wrote = ::write(fd, data, size);
        if (wrote <= 0) return 1;
        data += wrote;
        size -= static_cast<size_t>(wrote);
    }
    return 0;
}

}  // namespace

int main(int argc, char** argv) {
    const bool check_only = argc == 3 && std::string(argv[1]) == "--check";
    if (argc != 2 && !check_only) {
        std::fprintf(stderr, "usage: gavel-solver-host [--check] SOLVER.so\n");
        return 2;
    }
    try {
        const auto plugin = gavel::SolverPlugin::load(argv[argc - 1]);
        if (check_only) return 0;
        const std::string input(std::istreambuf_iterator<char>(std::cin), {});
        int out = 1, err = 2;
        const gavel_writer output{&out, write_fd}, message{&err, write_fd};
        return plugin.descriptor().solve(input.data(), input.size(), &output, &message) == GAVEL_OK ? 0 : 1;
    } catch (const gavel::InputError& error) {
        std::fprintf(stderr, "%s\n", error.what());
        return 2;
    }
}
