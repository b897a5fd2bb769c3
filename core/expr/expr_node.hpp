#pragma once
// The node behind an Expr handle. It is defined in a header (included at the
// end of expr.hpp) so that the handle's hot operations inline: reading the
// operation and the arguments, and counting references, which every pass does
// for every node it visits. Only expr.cpp creates and destroys nodes.
#include <array>
#include <atomic>
#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "core/expr/expr.hpp"

namespace acausal::detail {

// A call's function, output and arguments (any number, unlike other nodes).
struct CallInfo {
  std::shared_ptr<const ExternalFunction> function;
  int output = 0;
  std::vector<Expr> args;
};

// 64 bytes, one cache line: the fields no node has together share storage
// (a constant's value and a symbol's id; a symbol's name and a call's
// arguments), which took the node from 80 bytes, and every walk of a large
// model's DAG from two lines per node to one.
struct Node {
  Op op = Op::Constant;
  mutable std::atomic<std::uint32_t> refs{0};
  int nargs = 0;
  std::size_t hash = 0;
  union {
    double value = 0.0;    // Constant
    std::uint64_t symbol;  // Variable / Parameter / Discrete id
  };
  union {
    std::string* label = nullptr;  // Variable / Parameter / Discrete name (owned)
    CallInfo* call;                // Call (owned)
  };
  // Handles, so that Expr::arg can return a reference (no count to touch);
  // empty beyond nargs.
  std::array<Expr, 3> args{Expr(nullptr, false), Expr(nullptr, false), Expr(nullptr, false)};

  Node() = default;
  Node(const Node&) = delete;
  Node& operator=(const Node&) = delete;
  ~Node() {
    if (op == Op::Call)
      delete call;
    else if (is_symbol())
      delete label;
  }
  bool is_symbol() const { return op == Op::Variable || op == Op::Parameter || op == Op::Discrete; }
  const Expr& arg(int i) const {
    return op == Op::Call ? call->args[static_cast<std::size_t>(i)]
                          : args[static_cast<std::size_t>(i)];
  }
  /// Empties a handle without releasing its reference (which the caller takes over).
  static const Node* detach(Expr& e) { return std::exchange(e.node_, nullptr); }
};
static_assert(sizeof(Node) == 64);

/// Destroys a node whose count has reached zero (and the arguments that only it held).
void destroy(const Node* node);

}  // namespace acausal::detail

namespace acausal {

inline Expr::Expr(const detail::Node* node, bool add_ref) : node_(node) {
  if (add_ref && node_) node_->refs.fetch_add(1, std::memory_order_relaxed);
}
inline Expr::Expr(const Expr& other) noexcept : node_(other.node_) {
  if (node_) node_->refs.fetch_add(1, std::memory_order_relaxed);
}
inline Expr::Expr(Expr&& other) noexcept : node_(std::exchange(other.node_, nullptr)) {}
inline Expr::~Expr() {
  if (node_ && node_->refs.fetch_sub(1, std::memory_order_acq_rel) == 1) detail::destroy(node_);
}
inline Expr& Expr::operator=(const Expr& other) noexcept {
  // Read first: other may be an argument of the node this handle releases.
  const detail::Node* n = other.node_;
  if (node_ != n) {
    if (n) n->refs.fetch_add(1, std::memory_order_relaxed);
    Expr old(std::exchange(node_, n), false);
  }
  return *this;
}
inline Expr& Expr::operator=(Expr&& other) noexcept {
  if (this != &other) Expr old(std::exchange(node_, std::exchange(other.node_, nullptr)), false);
  return *this;
}

inline Op Expr::op() const {
  return node_->op;
}
inline int Expr::num_args() const {
  return node_->nargs;
}
inline const Expr& Expr::arg(int i) const {
  return node_->arg(i);
}
inline double Expr::value() const {
  return node_->op == Op::Constant ? node_->value : 0.0;
}
inline std::uint64_t Expr::symbol_id() const {
  return node_->is_symbol() ? node_->symbol : 0;
}
inline std::size_t Expr::hash() const {
  return node_->hash;
}

}  // namespace acausal
