// The posix stage's one way to start a child: into new namespaces, still the caller's own child.
#include <catch2/catch.hpp>

#include <sched.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <string>

#include "posix/worker_spawner.hpp"

TEST_CASE("fork_worker_into starts pid 1 of a new pid namespace, the caller's child, and leaves no other", "[posix]") {
    int report[2];
    REQUIRE(::pipe(report) == 0);
    const pid_t pid = gavel::fork_worker_into(CLONE_NEWPID | CLONE_NEWUTS, [&] {
        // Allocates as a box server does: the clone came from a one-threaded copy, so no lock is left taken.
        const std::string text(1 << 20, 'x');
        const pid_t inside = ::getpid();
        (void)!::write(report[1], &inside, sizeof inside);
        ::_exit(text.size() == 1 << 20 ? 7 : 1);
    });
    ::close(report[1]);
    if (pid < 0) {
        CHECK(::geteuid() != 0);  // only an unprivileged judge may be refused namespaces
        ::close(report[0]);
        return;
    }
    pid_t inside = 0;
    CHECK(::read(report[0], &inside, sizeof inside) == sizeof inside);
    ::close(report[0]);
    CHECK(inside == 1);
    int status = 0;
    REQUIRE(::waitpid(pid, &status, 0) == pid);
    CHECK(WIFEXITED(status));
    CHECK(WEXITSTATUS(status) == 7);
    // The one-threaded copy that made the clone has been waited for already.
    CHECK(::waitpid(-1, &status, WNOHANG) == -1);
    CHECK(errno == ECHILD);
}
