#pragma once
// Sets and maps keyed by expression node identity (Expr::id()), for the
// passes that walk large DAGs. Open addressing with linear probing in one
// flat array: std::unordered_set allocates a heap node per key, and on the
// 10^5-equation chains malloc and the cache misses of those nodes were a
// fifth of the compile time. Keys are never null; entries are never erased.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <utility>
#include <vector>

namespace acausal {

/// Open-addressing index over node addresses: slot -> position in an
/// insertion-ordered entry list (what NodeSet and NodeMap keep).
class NodeIndex {
 public:
  static constexpr std::int32_t kAbsent = -1;

  /// The position of key, or kAbsent.
  std::int32_t find(const void* key) const {
    if (slots_.empty()) return kAbsent;
    for (std::size_t s = home(key);; s = (s + 1) & mask_) {
      const Slot& slot = slots_[s];
      if (slot.generation != generation_) return kAbsent;
      if (slot.key == key) return slot.position;
    }
  }
  /// Records key at `position` (the caller's entry count) unless present;
  /// returns the key's position and whether it was new.
  std::pair<std::int32_t, bool> insert(const void* key, std::int32_t position) {
    if (2 * (count_ + 1) > slots_.size()) grow();
    for (std::size_t s = home(key);; s = (s + 1) & mask_) {
      Slot& slot = slots_[s];
      if (slot.generation != generation_) {
        slot = Slot{key, position, generation_};
        ++count_;
        return {position, true};
      }
      if (slot.key == key) return {slot.position, false};
    }
  }
  void reserve(std::size_t n) {
    while (2 * n > slots_.size()) grow();
  }
  std::size_t size() const { return count_; }
  /// Empties the index; keeps a small array for reuse, frees a large one.
  /// Emptying a kept array is a new generation, not a fill: walks of a few
  /// nodes that reuse one scratch set would otherwise each clear it whole.
  void clear() {
    constexpr std::size_t kKeptSlots = 1024;
    if (slots_.size() > kKeptSlots) {
      slots_ = {};
      mask_ = 0;
      shift_ = 64;
      generation_ = 1;
    } else if (count_ > 0 && ++generation_ == 0) {
      std::fill(slots_.begin(), slots_.end(), Slot{});  // the stamps wrapped
      generation_ = 1;
    }
    count_ = 0;
  }

 private:
  // A slot is occupied when its generation is the index's; 0 is never one.
  struct Slot {
    const void* key = nullptr;
    std::int32_t position = kAbsent;
    std::uint32_t generation = 0;
  };

  std::size_t home(const void* key) const {
    // Fibonacci hashing of the address (nodes are 16-byte aligned at least).
    const auto bits = reinterpret_cast<std::uintptr_t>(key) >> 4;
    return static_cast<std::size_t>((bits * 0x9E3779B97F4A7C15ull) >> shift_) & mask_;
  }
  void grow() {
    std::vector<Slot> old = std::move(slots_);
    const std::size_t capacity = old.empty() ? 64 : 2 * old.size();
    slots_.assign(capacity, Slot{});
    mask_ = capacity - 1;
    shift_ = 64;
    for (std::size_t c = capacity; c > 1; c >>= 1) --shift_;
    count_ = 0;
    const std::uint32_t old_generation = generation_;
    generation_ = 1;
    for (const Slot& slot : old)
      if (slot.generation == old_generation) insert(slot.key, slot.position);
  }

  std::vector<Slot> slots_;
  std::size_t mask_ = 0;
  int shift_ = 64;
  std::size_t count_ = 0;
  std::uint32_t generation_ = 1;
};

/// The nodes seen so far.
class NodeSet {
 public:
  /// True if key was not yet in the set.
  bool insert(const void* key) {
    return index_.insert(key, static_cast<std::int32_t>(index_.size())).second;
  }
  bool contains(const void* key) const { return index_.find(key) != NodeIndex::kAbsent; }
  std::size_t count(const void* key) const { return contains(key) ? 1 : 0; }
  std::size_t size() const { return index_.size(); }
  void reserve(std::size_t n) { index_.reserve(n); }
  void clear() { index_.clear(); }

 private:
  NodeIndex index_;
};

/// Node -> value. References to values are invalidated by later insertions
/// (the values live in one vector).
template <class Value>
class NodeMap {
 public:
  /// Inserts (key, value) unless key is present; returns the stored value
  /// and whether it was inserted.
  template <class... Args>
  std::pair<Value*, bool> emplace(const void* key, Args&&... args) {
    const auto [position, inserted] = index_.insert(key, static_cast<std::int32_t>(values_.size()));
    if (inserted) values_.emplace_back(std::forward<Args>(args)...);
    return {&values_[static_cast<std::size_t>(position)], inserted};
  }
  /// The value of key, or null.
  const Value* find(const void* key) const {
    const std::int32_t position = index_.find(key);
    return position == NodeIndex::kAbsent ? nullptr : &values_[static_cast<std::size_t>(position)];
  }
  Value* find(const void* key) {
    const std::int32_t position = index_.find(key);
    return position == NodeIndex::kAbsent ? nullptr : &values_[static_cast<std::size_t>(position)];
  }
  /// The value of a key known to be present.
  const Value& at(const void* key) const {
    const std::int32_t position = index_.find(key);
    if (position == NodeIndex::kAbsent) throw std::out_of_range("NodeMap::at: no such node");
    return values_[static_cast<std::size_t>(position)];
  }
  std::size_t count(const void* key) const {
    return index_.find(key) != NodeIndex::kAbsent ? 1 : 0;
  }
  std::size_t size() const { return values_.size(); }
  bool empty() const { return values_.empty(); }
  void reserve(std::size_t n) {
    index_.reserve(n);
    values_.reserve(n);
  }
  void clear() {
    index_.clear();
    values_.clear();
  }

 private:
  NodeIndex index_;
  std::vector<Value> values_;
};

}  // namespace acausal
