#include "core/expr/expr.hpp"

#include <array>
#include <atomic>
#include <bit>
#include <cmath>
#include <memory>
#include <mutex>
#include <vector>

#include <boost/container/small_vector.hpp>

#include "core/errors.hpp"
#include "core/expr/evaluate.hpp"
#include "core/expr/external_function.hpp"

namespace acausal {
namespace {

using detail::Node;

struct OpInfo {
  std::string_view name;
  int arity;
};

constexpr std::array<OpInfo, kOpCount> kOps{{
    {"constant", 0},
    {"parameter", 0},
    {"variable", 0},
    {"time", 0},
    {"der", 1},
    {"+", 2},
    {"-", 2},
    {"*", 2},
    {"/", 2},
    {"neg", 1},
    {"pow", 2},
    {"sqrt", 1},
    {"exp", 1},
    {"log", 1},
    {"sin", 1},
    {"cos", 1},
    {"tan", 1},
    {"asin", 1},
    {"acos", 1},
    {"atan", 1},
    {"atan2", 2},
    {"sinh", 1},
    {"cosh", 1},
    {"tanh", 1},
    {"abs", 1},
    {"sign", 1},
    {"min", 2},
    {"max", 2},
    {"<", 2},
    {"<=", 2},
    {">", 2},
    {">=", 2},
    {"and", 2},
    {"or", 2},
    {"not", 1},
    {"if", 3},
    {"discrete", 0},
    {"pre", 1},
    {"noEvent", 1},
    {"sample", 2},
    {"==", 2},
    {"<>", 2},
    {"withDerivative", 2},
    {"call", -1},
}};
static_assert(!kOps.back().name.empty(), "the operation table must list every Op");

std::size_t mix(std::size_t h, std::size_t v) {
  return h ^ (v + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2));
}

std::size_t structural_hash(Op op, double value, const std::array<Expr, 3>& args, int nargs) {
  std::size_t h = std::hash<int>{}(static_cast<int>(op));
  if (op == Op::Constant) h = mix(h, std::bit_cast<std::uint64_t>(value));
  for (int i = 0; i < nargs; ++i) h = mix(h, std::hash<const void*>{}(args[i].id()));
  return h;
}

std::size_t call_hash(const detail::CallInfo& c) {
  std::size_t h = std::hash<int>{}(static_cast<int>(Op::Call));
  h = mix(h, std::hash<const void*>{}(c.function.get()));
  h = mix(h, std::hash<int>{}(c.output));
  for (const Expr& a : c.args) h = mix(h, std::hash<const void*>{}(a.id()));
  return h;
}

struct NodeKeyEqual {
  bool operator()(const Node* a, const Node* b) const {
    if (a->op != b->op || a->nargs != b->nargs) return false;
    if (a->op == Op::Constant)
      return std::bit_cast<std::uint64_t>(a->value) == std::bit_cast<std::uint64_t>(b->value);
    if (a->op == Op::Call &&
        (a->call->function != b->call->function || a->call->output != b->call->output))
      return false;
    for (int i = 0; i < a->nargs; ++i)
      if (!a->arg(i).same(b->arg(i))) return false;
    return true;
  }
};

// The set of live interned nodes, by structure: open addressing with linear
// probing over one array of pointers (std::unordered_set allocated a heap node
// per entry, a tenth of the compile time of large models). Deleted entries
// leave a tombstone until the next rehash.
class NodeTable {
 public:
  /// The slot of a node structurally equal to key, or -1.
  std::ptrdiff_t find(const Node& key) const {
    if (slots_.empty()) return -1;
    for (std::size_t s = home(key.hash);; s = (s + 1) & mask_) {
      const Node* n = slots_[s];
      if (n == nullptr) return -1;
      if (n != tombstone() && n->hash == key.hash && NodeKeyEqual{}(n, &key))
        return static_cast<std::ptrdiff_t>(s);
    }
  }
  Node* at(std::ptrdiff_t slot) const { return slots_[static_cast<std::size_t>(slot)]; }
  /// Puts node in the slot of a dying node equal to it.
  void replace(std::ptrdiff_t slot, Node* node) { slots_[static_cast<std::size_t>(slot)] = node; }
  /// Enters a node no equal of which is present.
  void insert(Node* node) {
    if (2 * (used_ + 1) > slots_.size()) rehash();
    std::size_t s = home(node->hash);
    while (slots_[s] != nullptr && slots_[s] != tombstone()) s = (s + 1) & mask_;
    if (slots_[s] == nullptr) ++used_;
    slots_[s] = node;
    ++live_;
  }
  /// Removes this very node if present (an equal node may have replaced it).
  void erase(const Node* node) {
    if (slots_.empty()) return;
    for (std::size_t s = home(node->hash);; s = (s + 1) & mask_) {
      if (slots_[s] == nullptr) return;
      if (slots_[s] == node) {
        slots_[s] = tombstone();
        --live_;
        return;
      }
    }
  }

 private:
  static Node* tombstone() {
    static Node marker;
    return &marker;
  }
  std::size_t home(std::size_t hash) const {
    return static_cast<std::size_t>((hash * 0x9E3779B97F4A7C15ull) >> shift_) & mask_;
  }
  // To four times the live entries (at least 1024 slots), tombstones dropped.
  void rehash() {
    std::vector<Node*> old = std::move(slots_);
    std::size_t capacity = 1024;
    while (capacity < 4 * (live_ + 1)) capacity *= 2;
    slots_.assign(capacity, nullptr);
    mask_ = capacity - 1;
    shift_ = 64;
    for (std::size_t c = capacity; c > 1; c >>= 1) --shift_;
    used_ = live_ = 0;
    for (Node* n : old)
      if (n != nullptr && n != tombstone()) insert(n);
  }

  std::vector<Node*> slots_;
  std::size_t mask_ = 0;
  int shift_ = 64;
  std::size_t used_ = 0;  // slots not empty: live nodes and tombstones
  std::size_t live_ = 0;
};

// The unique table. Symbols are never entered: each symbol is its own identity.
struct UniqueTable {
  std::mutex mutex;
  NodeTable nodes;
};

UniqueTable& table() {
  static UniqueTable* t = new UniqueTable();  // never destroyed: nodes may outlive statics
  return *t;
}

std::atomic<std::size_t> g_live_nodes{0};
std::atomic<std::uint64_t> g_next_symbol{1};

void retain(const Node* n) {
  n->refs.fetch_add(1, std::memory_order_relaxed);
}

// Increments unless the count is zero (the node is being destroyed).
bool try_retain(const Node* n) {
  std::uint32_t r = n->refs.load(std::memory_order_relaxed);
  while (r != 0) {
    if (n->refs.compare_exchange_weak(r, r + 1, std::memory_order_acq_rel)) return true;
  }
  return false;
}

// A lookup key whose argument handles borrow the caller's references.
struct BorrowedKey {
  Node node;
  BorrowedKey(Op op, double value, std::initializer_list<const Node*> args) {
    node.op = op;
    node.value = value;
    node.nargs = static_cast<int>(args.size());
    std::size_t i = 0;
    for (const Node* a : args) node.args[i++] = Expr(a, false);
    node.hash = structural_hash(op, value, node.args, node.nargs);
  }
  ~BorrowedKey() {
    for (Expr& a : node.args) Node::detach(a);
  }
  BorrowedKey(const BorrowedKey&) = delete;
  BorrowedKey& operator=(const BorrowedKey&) = delete;
};

// Returns the shared node for (op, value, args), creating it if needed.
// The returned node carries one reference for the caller.
const Node* intern(Op op, double value, std::initializer_list<const Node*> args) {
  // Look up with a key on the stack: most requests hit an existing node, and
  // allocating first made every hit pay a malloc/free pair.
  const BorrowedKey key(op, value, args);
  UniqueTable& t = table();
  std::lock_guard lock(t.mutex);
  const std::ptrdiff_t found = t.nodes.find(key.node);
  if (found >= 0 && try_retain(t.nodes.at(found))) return t.nodes.at(found);
  auto* node = new Node();
  node->op = op;
  node->value = value;
  node->nargs = key.node.nargs;
  node->args = key.node.args;  // copies: the node's own references
  node->hash = key.node.hash;
  node->refs.store(1, std::memory_order_relaxed);
  g_live_nodes.fetch_add(1, std::memory_order_relaxed);
  if (found >= 0)
    t.nodes.replace(found, node);  // a dying equal node's slot
  else
    t.nodes.insert(node);
  return node;
}

// intern() for a Call node, whose arguments do not fit the fixed array.
const Node* intern_call(std::shared_ptr<const ExternalFunction> function, int output,
                        std::vector<Expr> args) {
  auto info = std::make_unique<detail::CallInfo>();
  info->function = std::move(function);
  info->output = output;
  info->args = std::move(args);
  Node key;
  key.op = Op::Call;
  key.nargs = static_cast<int>(info->args.size());
  key.hash = call_hash(*info);
  key.call = info.release();  // the key's destructor deletes it unless a node takes it

  UniqueTable& t = table();
  std::lock_guard lock(t.mutex);
  const std::ptrdiff_t found = t.nodes.find(key);
  if (found >= 0 && try_retain(t.nodes.at(found))) return t.nodes.at(found);
  auto* node = new Node();
  node->op = Op::Call;
  node->nargs = key.nargs;
  node->hash = key.hash;
  node->call = std::exchange(key.call, nullptr);  // with the arguments' references
  node->refs.store(1, std::memory_order_relaxed);
  g_live_nodes.fetch_add(1, std::memory_order_relaxed);
  if (found >= 0)
    t.nodes.replace(found, node);  // a dying equal node's slot
  else
    t.nodes.insert(node);
  return node;
}

// The constant 0 is built for every default-constructed Expr; keep one alive.
const Node* zero_node() {
  static const Node* zero = intern(Op::Constant, 0.0, {});  // holds one reference forever
  return zero;
}

Expr wrap(const Node* n) {
  return Expr(n, false);
}

Expr constant(double v) {
  return wrap(intern(Op::Constant, v, {}));
}

Expr raw_make(Op op, std::initializer_list<Expr> args) {
  if (args.size() == 1) return wrap(intern(op, 0.0, {args.begin()[0].node()}));
  if (args.size() == 2)
    return wrap(intern(op, 0.0, {args.begin()[0].node(), args.begin()[1].node()}));
  return wrap(
      intern(op, 0.0, {args.begin()[0].node(), args.begin()[1].node(), args.begin()[2].node()}));
}

Expr make_symbol(Op op, std::string name) {
  auto* n = new Node();
  n->op = op;
  n->symbol = g_next_symbol.fetch_add(1, std::memory_order_relaxed);
  n->label = new std::string(std::move(name));
  n->hash = std::hash<std::uint64_t>{}(n->symbol);
  n->refs.store(1, std::memory_order_relaxed);
  g_live_nodes.fetch_add(1, std::memory_order_relaxed);
  return wrap(n);
}

bool all_constant(std::initializer_list<Expr> args) {
  for (const Expr& a : args)
    if (!a.is_constant()) return false;
  return true;
}

// Local rewrites that are always valid for finite values. Anything smarter
// belongs in a pass, not in the constructor.
Expr simplify_make(Op op, std::initializer_list<Expr> list) {
  const Expr* a = list.begin();
  if (all_constant(list) && op != Op::Der) {
    double v[3] = {0, 0, 0};
    for (std::size_t i = 0; i < list.size(); ++i) v[i] = a[i].value();
    double r = apply_op(op, v[0], v[1], v[2]);
    if (std::isfinite(r)) return constant(r);
  }
  switch (op) {
    case Op::Add:
      if (a[0].is_constant(0)) return a[1];
      if (a[1].is_constant(0)) return a[0];
      if (a[1].op() == Op::Neg) return a[0] - a[1].arg(0);
      if (a[0].op() == Op::Neg) return a[1] - a[0].arg(0);
      break;
    case Op::Sub:
      if (a[1].is_constant(0)) return a[0];
      if (a[0].is_constant(0)) return -a[1];
      if (a[0].same(a[1])) return constant(0);
      if (a[1].op() == Op::Neg) return a[0] + a[1].arg(0);
      break;
    case Op::Mul:
      if (a[0].is_constant(0) || a[1].is_constant(0)) return constant(0);
      if (a[0].is_constant(1)) return a[1];
      if (a[1].is_constant(1)) return a[0];
      if (a[0].is_constant(-1)) return -a[1];
      if (a[1].is_constant(-1)) return -a[0];
      if (a[1].is_constant() && !a[0].is_constant()) return raw_make(Op::Mul, {a[1], a[0]});
      if (a[0].op() == Op::Neg && a[1].op() == Op::Neg) return a[0].arg(0) * a[1].arg(0);
      if (a[0].is_constant() && a[1].op() == Op::Mul && a[1].arg(0).is_constant())
        return (a[0].value() * a[1].arg(0).value()) * a[1].arg(1);
      break;
    case Op::Div:
      if (a[0].is_constant(0)) return constant(0);
      if (a[1].is_constant(1)) return a[0];
      if (a[1].is_constant(-1)) return -a[0];
      if (a[0].same(a[1])) return constant(1);
      if (a[1].is_constant() && a[1].value() != 0.0) return (1.0 / a[1].value()) * a[0];
      break;
    case Op::Neg:
      if (a[0].op() == Op::Neg) return a[0].arg(0);
      if (a[0].op() == Op::Sub) return a[0].arg(1) - a[0].arg(0);
      if (a[0].op() == Op::Mul && a[0].arg(0).is_constant())
        return (-a[0].arg(0).value()) * a[0].arg(1);
      break;
    case Op::Pow:
      if (a[1].is_constant(0)) return constant(1);
      if (a[1].is_constant(1)) return a[0];
      break;
    case Op::IfElse:
      if (a[0].is_constant()) return a[0].value() != 0.0 ? a[1] : a[2];
      if (a[1].same(a[2])) return a[1];
      break;
    default:
      break;
  }
  return raw_make(op, list);
}

}  // namespace

// Destroys with an explicit stack, so that a deep chain (a sum of 10^6 terms)
// cannot overflow the call stack. Its first entries live on the call stack:
// most releases free one node or a small tree, and then allocate nothing.
void detail::destroy(const Node* root) {
  boost::container::small_vector<const Node*, 32> stack{root};
  while (!stack.empty()) {
    auto* n = const_cast<Node*>(stack.back());  // nodes are created non-const
    stack.pop_back();
    if (!n->is_symbol()) {
      UniqueTable& t = table();
      std::lock_guard lock(t.mutex);
      t.nodes.erase(n);
    }
    for (int i = 0; i < n->nargs; ++i) {
      const Node* child =
          Node::detach(n->op == Op::Call ? n->call->args[static_cast<std::size_t>(i)]
                                         : n->args[static_cast<std::size_t>(i)]);
      if (child->refs.fetch_sub(1, std::memory_order_acq_rel) == 1) stack.push_back(child);
    }
    delete n;
    g_live_nodes.fetch_sub(1, std::memory_order_relaxed);
  }
}

int arity(Op op) {
  return kOps[static_cast<std::size_t>(op)].arity;
}
std::string_view op_name(Op op) {
  return kOps[static_cast<std::size_t>(op)].name;
}
bool is_relation(Op op) {
  return op == Op::Less || op == Op::LessEqual || op == Op::Greater || op == Op::GreaterEqual;
}

Expr::Expr() : node_(zero_node()) {
  retain(node_);
}
Expr::Expr(double value) : node_(intern(Op::Constant, value, {})) {}

Expr Expr::variable(std::string name) {
  return make_symbol(Op::Variable, std::move(name));
}
Expr Expr::parameter(std::string name) {
  return make_symbol(Op::Parameter, std::move(name));
}
Expr Expr::discrete(std::string name) {
  return make_symbol(Op::Discrete, std::move(name));
}
Expr Expr::time() {
  return wrap(intern(Op::Time, 0.0, {}));
}

Expr Expr::make(Op op, std::initializer_list<Expr> args) {
  if (static_cast<int>(args.size()) != arity(op) || op == Op::Constant || op == Op::Variable ||
      op == Op::Parameter || op == Op::Time || op == Op::Discrete || op == Op::Call)
    throw InternalError("Expr::make: wrong number of arguments for " + std::string(op_name(op)));
  if (op == Op::Der) {
    Op inner = args.begin()->op();
    if (inner != Op::Variable && inner != Op::Der)
      throw ModelError("der() applies to variables only; write der(x) for a variable x, not der(" +
                       std::string(op_name(inner)) + "(...))");
    return raw_make(op, args);
  }
  if (op == Op::Pre) {
    if (args.begin()->op() != Op::Discrete)
      throw ModelError("pre() applies to discrete variables only, not to " +
                       std::string(op_name(args.begin()->op())) + " expressions");
    return raw_make(op, args);
  }
  if (op == Op::Sample) return raw_make(op, args);  // never folded: it is an event clock
  if (op == Op::WithDerivative) {
    // A constant told its derivative is 0 is that constant; told another
    // derivative it stays (MSL Move with a constant speed input and an
    // acceleration input uses the acceleration).
    if (args.begin()[0].is_constant() && args.begin()[1].is_constant(0.0)) return args.begin()[0];
    return raw_make(op, args);  // never folded: the derivative is the point
  }
  return simplify_make(op, args);
}

const std::shared_ptr<const ExternalFunction>& Expr::function() const {
  if (node_->op != Op::Call)
    throw InternalError("Expr::function() on a " + std::string(op_name(op())));
  return node_->call->function;
}
int Expr::call_output() const {
  if (node_->op != Op::Call)
    throw InternalError("Expr::call_output() on a " + std::string(op_name(op())));
  return node_->call->output;
}
const std::string& Expr::name() const {
  static const std::string empty;
  return node_->is_symbol() ? *node_->label : empty;
}

Expr operator+(const Expr& a, const Expr& b) {
  return Expr::make(Op::Add, {a, b});
}
Expr operator-(const Expr& a, const Expr& b) {
  return Expr::make(Op::Sub, {a, b});
}
Expr operator*(const Expr& a, const Expr& b) {
  return Expr::make(Op::Mul, {a, b});
}
Expr operator/(const Expr& a, const Expr& b) {
  return Expr::make(Op::Div, {a, b});
}
Expr operator-(const Expr& a) {
  return Expr::make(Op::Neg, {a});
}
Expr pow(const Expr& a, const Expr& b) {
  return Expr::make(Op::Pow, {a, b});
}
Expr sqrt(const Expr& a) {
  return Expr::make(Op::Sqrt, {a});
}
Expr exp(const Expr& a) {
  return Expr::make(Op::Exp, {a});
}
Expr log(const Expr& a) {
  return Expr::make(Op::Log, {a});
}
Expr sin(const Expr& a) {
  return Expr::make(Op::Sin, {a});
}
Expr cos(const Expr& a) {
  return Expr::make(Op::Cos, {a});
}
Expr tan(const Expr& a) {
  return Expr::make(Op::Tan, {a});
}
Expr asin(const Expr& a) {
  return Expr::make(Op::Asin, {a});
}
Expr acos(const Expr& a) {
  return Expr::make(Op::Acos, {a});
}
Expr atan(const Expr& a) {
  return Expr::make(Op::Atan, {a});
}
Expr atan2(const Expr& y, const Expr& x) {
  return Expr::make(Op::Atan2, {y, x});
}
Expr sinh(const Expr& a) {
  return Expr::make(Op::Sinh, {a});
}
Expr cosh(const Expr& a) {
  return Expr::make(Op::Cosh, {a});
}
Expr tanh(const Expr& a) {
  return Expr::make(Op::Tanh, {a});
}
Expr abs(const Expr& a) {
  return Expr::make(Op::Abs, {a});
}
Expr sign(const Expr& a) {
  return Expr::make(Op::Sign, {a});
}
Expr min(const Expr& a, const Expr& b) {
  return Expr::make(Op::Min, {a, b});
}
Expr max(const Expr& a, const Expr& b) {
  return Expr::make(Op::Max, {a, b});
}
Expr der(const Expr& x) {
  return Expr::make(Op::Der, {x});
}
Expr operator<(const Expr& a, const Expr& b) {
  return Expr::make(Op::Less, {a, b});
}
Expr operator<=(const Expr& a, const Expr& b) {
  return Expr::make(Op::LessEqual, {a, b});
}
Expr operator>(const Expr& a, const Expr& b) {
  return Expr::make(Op::Greater, {a, b});
}
Expr operator>=(const Expr& a, const Expr& b) {
  return Expr::make(Op::GreaterEqual, {a, b});
}
Expr operator&&(const Expr& a, const Expr& b) {
  return Expr::make(Op::And, {a, b});
}
Expr operator||(const Expr& a, const Expr& b) {
  return Expr::make(Op::Or, {a, b});
}
Expr operator!(const Expr& a) {
  return Expr::make(Op::Not, {a});
}
Expr if_else(const Expr& c, const Expr& a, const Expr& b) {
  return Expr::make(Op::IfElse, {c, a, b});
}

Expr equal(const Expr& a, const Expr& b) {
  return Expr::make(Op::Equal, {a, b});
}
Expr not_equal(const Expr& a, const Expr& b) {
  return Expr::make(Op::NotEqual, {a, b});
}
Expr pre(const Expr& x) {
  return Expr::make(Op::Pre, {x});
}
Expr initial() {
  static const Expr symbol = Expr::discrete("initial()");  // one symbol for every model
  return symbol;
}
Expr no_event(const Expr& e) {
  if (e.is_constant()) return e;
  return Expr::make(Op::NoEvent, {e});
}
Expr sample(const Expr& start, const Expr& period) {
  return Expr::make(Op::Sample, {start, period});
}

Expr with_derivative(const Expr& value, const Expr& derivative) {
  return Expr::make(Op::WithDerivative, {value, derivative});
}

Expr call(const std::shared_ptr<const ExternalFunction>& f, std::span<const Expr> arguments,
          int output) {
  if (!f) throw ModelError("call(): no function given");
  if (static_cast<int>(arguments.size()) != f->num_inputs())
    throw ModelError("function '" + f->name() + "' takes " + std::to_string(f->num_inputs()) +
                     " arguments; the call gives " + std::to_string(arguments.size()));
  if (output < 0 || output >= f->num_outputs())
    throw ModelError("function '" + f->name() + "' has " + std::to_string(f->num_outputs()) +
                     " outputs; output " + std::to_string(output) + " does not exist");
  return wrap(intern_call(f, output, std::vector<Expr>(arguments.begin(), arguments.end())));
}

std::vector<Expr> call(const std::shared_ptr<const ExternalFunction>& f,
                       std::span<const Expr> arguments) {
  std::vector<Expr> out;
  const int m = f ? f->num_outputs() : 0;
  for (int k = 0; k < m; ++k) out.push_back(call(f, arguments, k));
  if (!f) call(f, arguments, 0);  // throws the message
  return out;
}

std::vector<Expr> call_arguments(const Expr& call_node) {
  std::vector<Expr> out;
  out.reserve(static_cast<std::size_t>(call_node.num_args()));
  for (int i = 0; i < call_node.num_args(); ++i) out.push_back(call_node.arg(i));
  return out;
}

std::size_t live_node_count() {
  return g_live_nodes.load(std::memory_order_relaxed);
}

}  // namespace acausal
