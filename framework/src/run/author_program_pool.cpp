#include "run/author_program_pool.hpp"

#include "base/errors.hpp"
#include "posix/cpu_lease.hpp"

namespace gavel {

AuthorProgramPool::AuthorProgramPool(std::filesystem::path program, std::string role, std::string problem_file,
                                     std::optional<Limits> limits)
    : program_(std::move(program)), role_(std::move(role)), problem_file_(std::move(problem_file)), limits_(limits) {
    idle_.push_back(make());
}

std::unique_ptr<AuthorProgram> AuthorProgramPool::make() const {
    auto program = std::make_unique<AuthorProgram>(program_, role_, problem_file_);
    if (limits_) program->set_limits(*limits_);
    program->keep_feedback_folder();
    return program;
}

void AuthorProgramPool::build(const LanguageTable& languages) {
    const std::lock_guard lock(mutex_);
    if (languages_) return;
    idle_.front()->build(languages);
    // The others come from the compile cache: what took a compile for the first is a box and a copy each.
    for (std::size_t more = usable_cpus().size(); more > 1; --more) {
        idle_.push_back(make());
        idle_.back()->build(languages);
    }
    languages_ = languages;
}

AuthorProgramPool::Lease AuthorProgramPool::take() {
    {
        const std::lock_guard lock(mutex_);
        if (!languages_) throw InternalError("the " + role_ + " " + name() + " was used before it was built");
        if (!idle_.empty()) {
            std::unique_ptr<AuthorProgram> program = std::move(idle_.back());
            idle_.pop_back();
            return Lease(*this, std::move(program));
        }
    }
    std::unique_ptr<AuthorProgram> program = make();
    program->build(*languages_);  // the same program as the first: from the compile cache
    return Lease(*this, std::move(program));
}

void AuthorProgramPool::give_back(std::unique_ptr<AuthorProgram> program) {
    const std::lock_guard lock(mutex_);
    idle_.push_back(std::move(program));
}

}  // namespace gavel
