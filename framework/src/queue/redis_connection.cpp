#include "queue/redis_connection.hpp"

#include <hiredis/hiredis.h>

#include <charconv>
#include <optional>

#include "base/errors.hpp"

namespace gavel::queue {
namespace {

RedisReply copied(const redisReply& reply) {
    RedisReply value;
    switch (reply.type) {
        case REDIS_REPLY_STRING: value.kind = RedisReply::Kind::string; break;
        case REDIS_REPLY_STATUS: value.kind = RedisReply::Kind::status; break;
        case REDIS_REPLY_ERROR: value.kind = RedisReply::Kind::error; break;
        case REDIS_REPLY_INTEGER: value.kind = RedisReply::Kind::integer; break;
        case REDIS_REPLY_ARRAY: value.kind = RedisReply::Kind::array; break;
        default: value.kind = RedisReply::Kind::nil;
    }
    if (reply.str) value.text.assign(reply.str, reply.len);
    value.integer = reply.integer;
    for (std::size_t i = 0; i < reply.elements; ++i) value.elements.push_back(copied(*reply.element[i]));
    return value;
}

timeval as_timeval(std::chrono::milliseconds duration) {
    return {static_cast<time_t>(duration.count() / 1000), static_cast<suseconds_t>(duration.count() % 1000 * 1000)};
}

std::optional<int> number(std::string_view text) {
    int value = 0;
    const auto [end, error] = std::from_chars(text.data(), text.data() + text.size(), value);
    if (text.empty() || error != std::errc() || end != text.data() + text.size() || value < 0) return std::nullopt;
    return value;
}

}  // namespace

RedisAddress parse_redis_url(std::string_view url) {
    const auto refuse = [&](const std::string& what) -> RedisAddress {
        throw InputError("--redis " + std::string(url) + ": expected redis://[:password@]host[:port][/db]: " + what);
    };
    constexpr std::string_view scheme = "redis://";
    if (url.substr(0, scheme.size()) != scheme) return refuse("it does not start with redis://");
    RedisAddress address;
    address.url = std::string(url);
    std::string_view rest = url.substr(scheme.size());
    if (const std::size_t at = rest.rfind('@'); at != std::string_view::npos) {
        std::string_view credentials = rest.substr(0, at);
        if (const std::size_t colon = credentials.find(':'); colon != std::string_view::npos) credentials = credentials.substr(colon + 1);
        address.password = std::string(credentials);
        rest = rest.substr(at + 1);
    }
    if (const std::size_t slash = rest.find('/'); slash != std::string_view::npos) {
        const auto database = number(rest.substr(slash + 1));
        if (!database) return refuse("the database after / is not a number");
        address.database = *database;
        rest = rest.substr(0, slash);
    }
    if (const std::size_t colon = rest.rfind(':'); colon != std::string_view::npos) {
        const auto port = number(rest.substr(colon + 1));
        if (!port || *port == 0 || *port > 65535) return refuse("the port is not a number from 1 to 65535");
        address.port = *port;
        rest = rest.substr(0, colon);
    }
    if (rest.empty()) return refuse("no host");
    address.host = std::string(rest);
    return address;
}

RedisConnection::RedisConnection(const RedisAddress& address, std::chrono::milliseconds timeout, std::chrono::milliseconds command_timeout)
    : url_(address.url) {
    context_ = redisConnectWithTimeout(address.host.c_str(), address.port, as_timeval(timeout));
    if (context_ == nullptr) throw RedisUnavailable("cannot reach Redis at " + url_ + ": out of memory");
    if (context_->err) {
        const std::string why = context_->errstr;
        redisFree(context_);
        context_ = nullptr;
        throw RedisUnavailable("cannot reach Redis at " + url_ + ": " + why);
    }
    // Every later command waits at most this long too: a server that stops answering is a broken connection.
    redisSetTimeout(context_, as_timeval(command_timeout));
    if (!address.password.empty()) checked({"AUTH", address.password});
    if (address.database != 0) checked({"SELECT", std::to_string(address.database)});
}

RedisConnection::~RedisConnection() {
    if (context_) redisFree(context_);
}

RedisReply RedisConnection::command(const std::vector<std::string>& arguments) {
    std::vector<const char*> pointers;
    std::vector<std::size_t> lengths;
    for (const auto& argument : arguments) {
        pointers.push_back(argument.data());
        lengths.push_back(argument.size());
    }
    auto* reply = static_cast<redisReply*>(redisCommandArgv(context_, static_cast<int>(arguments.size()), pointers.data(), lengths.data()));
    if (reply == nullptr) throw RedisUnavailable("lost Redis at " + url_ + ": " + (context_->err ? context_->errstr : "no reply"));
    RedisReply value = copied(*reply);
    freeReplyObject(reply);
    return value;
}

RedisReply RedisConnection::checked(const std::vector<std::string>& arguments) {
    RedisReply reply = command(arguments);
    if (reply.kind == RedisReply::Kind::error) throw std::runtime_error("Redis at " + url_ + " refused " + arguments.front() + ": " + reply.text);
    return reply;
}

}  // namespace gavel::queue
